import { POST_STATUS_TITLES, type PostStatusCode, REPLY_KIND_TITLES } from '@audit/contracts';

// What a reply is for the legal clocks (issue 31), and what met each clock: the reply box's choice, the label of a
// reply in the conversation (both sides), the clocks panel and the result message of a completion. The kinds' names
// are the contracts' (REPLY_KIND_TITLES), the same on the reporter's page.

export const replyKindText = {
  titles: REPLY_KIND_TITLES,
  fieldLegend: '답변 구분',
  /** What each choice does, under its name. */
  hints: {
    PLAIN: '안내나 문의처럼 처리기한과 관계없는 답변입니다.',
    ACKNOWLEDGEMENT: '제보를 받아 확인했음을 알리는 답변입니다. 접수 확인 기한을 충족합니다.',
    FEEDBACK:
      '조치한 내용이나 계획과 그 이유를 알리는 답변입니다. 처리 결과 회신 기한을 충족하고, 접수 확인이 아직이면 접수 확인도 충족합니다.',
  },
  /** The label of a reply marked for a clock, read before the reply. */
  label: (title: string) => `${title} 답변`,
  metByHead: '충족 근거',
  metLate: '기한 후 충족',
  metBy: {
    STATUS_CHANGE: (status: PostStatusCode | null) =>
      `처리상태 변경${status ? ` (${POST_STATUS_TITLES[status]})` : ''}`,
    REPLY: (title: string) => `${title} 답변`,
    COMPLETION: '처리완료와 함께 등록한 처리 결과 회신',
    EARLIER_RULE: '답변 구분 도입 전 기록',
  },
  goToReply: '댓글에서 보기',
  /** The reply that met a clock was edited afterwards: the text read now is not the one that met it. */
  editedAfter: '충족 후 수정됨',
  notMet: '-',
  resultLabel: '처리 결과 회신',
  resultHint:
    '처리완료와 함께 제보자에게 처리 결과 회신으로 등록됩니다. 조치한 내용이나 계획과 그 이유를 입력해주세요. 처리완료 후에는 댓글을 등록할 수 없습니다.',
  confirmWithResult: '처리완료로 변경하고 처리 결과 회신을 등록하시겠습니까?',
  confirmWithoutResult:
    '처리 결과 회신 없이 처리완료하면 처리 결과 회신 기한은 충족되지 않습니다. 처리상태를 변경하시겠습니까?',
} as const;
