// Words used on more than one screen. Terms follow /work/shared/CONTENT.md.

export const commonText = {
  siteName: '사이버감사실',
  groupName: '가람누리그룹',
  officeName: '감사실',
  close: '닫기',
  /** The site's own alert and confirmation (components/page-dialogs.tsx). */
  dialog: { alertTitle: '알림', confirmTitle: '확인', ok: '확인', cancel: '취소' },
  retry: '다시 시도',
  goHome: '홈으로 이동',
  loading: '화면을 불러오는 중입니다.',
  /** Above a table wider than the screen. */
  tableScrollHint: '좌우로 밀어서 더 보기',
  errors: {
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해주세요.',
    unknown: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    invalidResponse: '서버의 응답을 해석하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
} as const;

/** The audit office's contact data. Fictional demo data: no real company or number. */
export const auditContact = {
  phone: '02-000-0000',
  fax: '02-000-0099',
  email: 'audit@garamnuri.example',
  address: '서울특별시 중구 가람누리로 1 가람누리타워 12층 감사실',
} as const;

/** The document title of a screen, so browser tabs and screen readers name the page. */
export function pageTitle(screenName?: string): string {
  const site = `${commonText.groupName} ${commonText.siteName}`;
  return screenName ? `${screenName} | ${site}` : site;
}
