import { ADMIN_MENUS, type AdminMenuUrl } from '@audit/contracts';
import { commonText } from './common.ts';

// Admin and system-admin area. Imported only by lazily loaded admin code, so it never reaches reporters.

const menuName = (url: AdminMenuUrl): string => ADMIN_MENUS.find((m) => m.url === url)?.name ?? url;

/** A duration in Korean: "1분", "59초", "2분 30초". */
function minutesAndSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return `${seconds}초`;
  return seconds === 0 ? `${minutes}분` : `${minutes}분 ${seconds}초`;
}

export const adminText = {
  /** Name of the scrollable area around a table; distinct from the section the table sits in. */
  tableRegion: (caption: string) => `${caption} 표`,
  areaName: `${commonText.siteName} 관리자`,
  homeLinkLabel: `${commonText.siteName} 관리자 첫 화면`,
  screens: {
    login: '관리자 로그인',
    loginLog: menuName('/admininquiry'),
    reportList: menuName('/adminreport'),
    reportDetail: '제보 상세',
  },
  layout: {
    skipToContent: '본문 바로가기',
    sideMenu: '관리자 메뉴',
    menuOpen: '메뉴 열기',
    menuClose: '메뉴 닫기',
    signedInAs: (name: string, group: string) => `${name} (${group})`,
    signedInLabel: '로그인한 관리자',
    logout: '로그아웃',
    confirmLogout: '로그아웃 하시겠습니까?',
    loadingUser: '관리자 정보를 불러오는 중입니다.',
    noPermission: '이 메뉴를 사용할 권한이 없습니다. 왼쪽 메뉴에서 사용할 수 있는 화면을 선택해주세요.',
  },
  login: {
    lead: '관리자 계정으로 로그인해주세요.',
    loginId: '아이디',
    password: '비밀번호',
    submit: '로그인',
    submitting: '로그인 중입니다.',
    prefilledHint: '회사 포털에서 전달된 아이디입니다.',
    noMenu: '사용할 수 있는 메뉴가 없습니다. 시스템관리자에게 문의해주세요.',
  },
  secondFactor: {
    verifyTitle: '2단계 인증',
    verifyLead:
      '휴대전화 인증 앱에 표시된 6자리 코드를 입력해주세요. 휴대전화를 사용할 수 없으면 복구 코드를 대신 입력해주세요.',
    code: '인증 코드',
    codeHint: '6자리 숫자 또는 복구 코드(XXXXX-XXXXX)',
    verify: '확인',
    verifying: '인증 코드를 확인하는 중입니다.',
    enrollTitle: '인증 앱 등록',
    enrollLead:
      '이 계정이 속한 그룹은 2단계 인증을 사용해야 합니다. 휴대전화의 인증 앱(Google Authenticator, Microsoft Authenticator 등)으로 QR 코드를 스캔한 뒤, 앱에 표시된 6자리 코드를 입력해주세요.',
    qrAlt: '인증 앱 등록용 QR 코드',
    secretLabel: 'QR 코드를 스캔할 수 없으면 이 비밀키를 앱에 직접 입력해주세요.',
    secretGroups: '읽기 쉽도록 4자씩 띄워 보여 줍니다. 띄어쓰기 없이 입력해도 됩니다.',
    copySecret: '비밀키 복사',
    secretCopied: '비밀키를 복사했습니다. 인증 앱에 붙여 넣어주세요.',
    secretNotCopied: '복사하지 못했습니다. 선택된 비밀키를 직접 복사해주세요.',
    /** The otpauth:// link: on the phone that signs in, it opens the authenticator app with the key filled in. */
    openInApp: '이 휴대전화의 인증 앱에 바로 등록',
    openInAppHint: '이 휴대전화로 로그인하는 중이면 눌러서 인증 앱을 열 수 있습니다.',
    enrollCode: '앱에 표시된 6자리 코드',
    enroll: '등록',
    enrolling: '인증 앱을 등록하는 중입니다.',
    codesTitle: '복구 코드',
    codesLead:
      '휴대전화를 잃어버렸을 때 아래 코드로 한 번씩 로그인할 수 있습니다. 이 화면을 닫으면 다시 볼 수 없으니 인쇄하거나 안전한 곳에 적어 보관해주세요.',
    codesDone: '복구 코드를 보관했습니다',
    printCodes: '인쇄',
    printCodesLabel: '복구 코드 인쇄',
    copyCodes: '복사',
    copyCodesLabel: '복구 코드 복사',
    codesCopied: '복구 코드 10개를 복사했습니다. 안전한 곳에 붙여 넣어 보관해주세요.',
    codesNotCopied: '복사하지 못했습니다. 선택된 복구 코드를 직접 복사하거나 인쇄해주세요.',
    printError: '인쇄하지 못했습니다. 복구 코드를 직접 적어 보관해주세요.',
    /** On the printed page only, above the codes. */
    codesPrinted: (site: string, date: string) => `${site} 관리자 2단계 인증 복구 코드 (${date} 발급)`,
    restart: '처음부터 다시 로그인',
  },
  /** /sessiontimeout drawn for an admin: the way back. */
  sessionEnded: { login: '관리자 로그인' },
  idle: {
    title: '자동 로그아웃 안내',
    /** The time left, counted down: "1분 후", "59초 후", "2분 30초 후". */
    message: (secondsLeft: number) => `${minutesAndSeconds(secondsLeft)} 후 자동으로 로그아웃됩니다.`,
    detail:
      '로그인 상태를 유지하려면 연장 버튼을 눌러주세요. 닫기 버튼으로 이 안내를 닫아도 로그인 시간은 연장되지 않습니다.',
    extend: '연장',
    extended: '로그인 시간이 연장되었습니다.',
  },
  pager: {
    label: '페이지 이동',
    previous: '이전',
    next: '다음',
    previousLabel: '이전 페이지',
    nextLabel: '다음 페이지',
    page: (n: number) => `${n} 페이지`,
    ellipsis: '중략',
  },
  errors: {
    generic: '오류가 발생했습니다. 다시 시도해주세요.',
  },
} as const;
