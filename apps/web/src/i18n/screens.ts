// Texts of the small public screens. The reporter screens have their own files: report-guide.ts,
// reporting.ts, report-form.ts, report-complete.ts and inquiry.ts.
export const screenText = {
  sessionTimeout: {
    title: '세션 만료 안내',
    body: '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해 주십시오.',
  },
  notFound: {
    title: '요청하신 페이지가 존재하지 않습니다',
    body: '주소가 바르게 입력되었는지 확인해 주십시오. 페이지가 이동되었거나 삭제되었을 수 있습니다.',
  },
} as const;
