// The reporter's view of the own report (/inquirypage) with the comments.

export const myReportText = {
  title: '제보 내용 확인',
  loading: '제보 내용을 불러오는 중입니다.',
  loadError: '제보 내용을 불러오지 못했습니다.',
  receipt: '접수번호',
  /** The report's case number: no secret, unlike the receipt number, so the one to give on the phone. */
  caseNumber: '사건번호',
  caseNumberHint: '감사실에 문의하실 때는 접수번호 대신 사건번호를 알려주세요.',
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
  commentHint: '감사실에 추가로 알려주실 내용이나 자료 요청에 대한 답변을 적어주세요.',
  window: '처리 완료 후 1개월이 지나면 제보 내용과 처리 결과를 조회할 수 없습니다.',
  windowUntil: (date: string) => `이 제보는 ${date}까지 조회하실 수 있습니다.`,
  lastReply: '감사실 마지막 답변',
  noReply: '아직 감사실 답변이 없습니다.',
  logout: '조회 종료',
  confirmLogout: '조회를 종료하시겠습니까?',
} as const;
