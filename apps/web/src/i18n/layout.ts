import { auditContact, commonText } from './common.ts';

// The site layout of the reporter-facing pages: skip link, header menu and footer.
export const layoutText = {
  skipToContent: '본문 바로가기',
  homeLinkLabel: `${commonText.groupName} ${commonText.siteName} 홈`,
  mainMenu: '주 메뉴',
  menuLabel: '메뉴',
  menu: {
    intro: '사이버감사실 소개',
    guide: '제보 안내',
    reporting: '제보하기',
    lookup: '제보 조회',
  },
  footer: {
    privacyPolicy: '개인정보처리방침',
    certification: '윤리경영 인증서',
    office: `${commonText.groupName} ${commonText.officeName}`,
    contactsLabel: '감사실 연락처',
    phone: '전화',
    fax: '팩스',
    email: '이메일',
    address: auditContact.address,
    copyright: `© 2026 ${commonText.groupName}. 모든 권리 보유.`,
  },
} as const;

export const certificationText = {
  title: '윤리경영 인증서',
  imageAlt:
    '윤리경영 인증서. 인증번호 GN-ETH-2024-0117. 가람누리그룹은 윤리경영 체계를 수립하고 운영하고 있음을 인증합니다. ' +
    '인증기간 2024-12-01부터 2027-11-30까지. 인증기관 미래윤리경영인증원. 시연용 가상 인증서입니다.',
  description: '가람누리그룹은 윤리경영 체계의 수립과 운영을 외부 기관으로부터 인증받았습니다.',
} as const;
