// The reporter's view of the own report (/inquirypage) with the comments.

export const myReportText = {
  title: '제보 내용 확인',
  loading: '제보 내용을 불러오는 중입니다.',
  loadError: '제보 내용을 불러오지 못했습니다.',
  receipt: '접수번호',
  status: '처리상태',
  company: '제보대상 회사',
  reportType: '제보유형',
  kind: '제보 구분',
  subject: '제목',
  date: '접수일',
  summaryCaption: '제보 정보',
  content: '내용',
  attachment: '첨부파일',
  downloadLabel: (name: string) => `${name} 내려받기`,
  commentHint: '감사실에 추가로 알리실 내용이나 자료 요청에 대한 답변을 적어 주십시오.',
  window: '처리완료 후 1개월이 지나면 제보 내용과 처리 결과를 조회할 수 없습니다.',
  windowUntil: (date: string) => `이 제보는 ${date}까지 조회하실 수 있습니다.`,
  logout: '조회 종료',
  confirmLogout: '조회를 종료하시겠습니까?',
} as const;
