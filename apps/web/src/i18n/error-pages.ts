// The screens that say something went wrong: unknown page, ended session, a screen that failed to load.
export const errorPageText = {
  sessionTimeout: {
    title: '세션 만료 안내',
    body: '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해주세요.',
    login: '관리자 로그인',
  },
  notFound: {
    title: '요청하신 페이지가 존재하지 않습니다',
    body: '주소가 바르게 입력되었는지 확인해주세요. 페이지가 이동되었거나 삭제되었을 수 있습니다.',
  },
  refused: { title: '요청을 처리하지 못했습니다' },
  routeError: {
    title: '일시적인 오류가 발생했습니다',
    body: '화면을 표시하지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.',
  },
} as const;
