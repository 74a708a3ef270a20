import { z } from 'zod/mini';

// What an audit-office reply is for the legal clocks (issue 31). The handler chooses it with each reply:
// - PLAIN: a reply that meets no clock (a courtesy line, a question, a request for evidence);
// - ACKNOWLEDGEMENT: 접수 확인, meets the acknowledgement clock (EU directive Art. 9(1)(b));
// - FEEDBACK: 처리 결과 회신, what action was taken or is planned and why (Art. 9(1)(f)): meets the feedback clock,
//   and the acknowledgement too when it is still open (whoever is told of the action is told the report arrived).
// The reporter sees the two that meet a clock labelled as such; a reporter's own comment is always PLAIN.

export const REPLY_KINDS = ['PLAIN', 'ACKNOWLEDGEMENT', 'FEEDBACK'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];
export const replyKind = z.enum(REPLY_KINDS);

/** The kinds' names, on both sides (the label of a reply, the admin's choice). */
export const REPLY_KIND_TITLES: Record<ReplyKind, string> = {
  PLAIN: '일반 답변',
  ACKNOWLEDGEMENT: '접수 확인',
  FEEDBACK: '처리 결과 회신',
};

/**
 * What met a legal clock: a status change (the acknowledgement: the status left 접수대기), a reply of a clock's kind,
 * the result message sent with the completion, or a moment recorded before the reply kinds existed (kept as it
 * was recorded; see the migration 20261209T0100-reply-kinds).
 */
export const CLOCK_MET_BY = ['STATUS_CHANGE', 'REPLY', 'COMPLETION', 'EARLIER_RULE'] as const;
export type ClockMetBy = (typeof CLOCK_MET_BY)[number];

export const REPLY_KIND_MESSAGES = {
  resultOnlyWithCompletion: '처리 결과 회신은 처리상태를 처리완료로 변경할 때만 함께 등록할 수 있습니다.',
  /** A kind changed after the report was completed would meet a clock with a message the reporter may never read. */
  completedKind: '처리가 완료된 제보는 답변 구분을 바꿀 수 없습니다.',
  /**
   * A reply has one moment it met a clock: swapping 접수 확인 and 처리 결과 회신 would move the acknowledgement to the
   * edit, or date the feedback from the first writing.
   */
  swapKind:
    '접수 확인과 처리 결과 회신은 서로 바꿀 수 없습니다. 일반 답변으로 바꾸거나 새 답변으로 등록해주세요.',
} as const;

/** Whether a reply of kind `from` may be marked `to` by an edit (its clock moment stays honest; see swapKind). */
export const kindChangeAllowed = (from: ReplyKind, to: ReplyKind) =>
  from === to || from === 'PLAIN' || to === 'PLAIN';
