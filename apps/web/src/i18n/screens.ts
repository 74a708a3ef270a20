// Names of the public screens that later work fills; the placeholders show them as headings.
export const screenText = {
  reportGuide: {
    title: '제보 안내',
    lead: '사이버감사실 제보 전에 제보자 보호 제도와 제보 대상, 제보 방법을 확인하십시오.',
    tabsLabel: '제보 안내 항목',
    tabs: {
      protection: '제보자 보호',
      targets: '제보 대상',
      procedure: '제보 방법 및 처리 절차',
      others: '기타 제보 방법',
    },
  },
  reporting: { title: '제보하기' },
  reportRealName: { title: '실명제보' },
  reportAnonymous: { title: '익명제보' },
  reportComplete: { title: '제보 접수 완료' },
  reportInquiry: { title: '제보 조회' },
  inquiry: { title: '제보 내용 확인' },
  sessionTimeout: {
    title: '세션 만료 안내',
    body: '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해 주십시오.',
  },
  notFound: {
    title: '요청하신 페이지가 존재하지 않습니다',
    body: '주소가 바르게 입력되었는지 확인해 주십시오. 페이지가 이동되었거나 삭제되었을 수 있습니다.',
  },
} as const;
