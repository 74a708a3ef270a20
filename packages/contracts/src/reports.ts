import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, commentView, positiveId } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { POST_STATUS_CODES, postStatusCode, postType } from './enums.ts';
import { CLOCK_MET_BY } from './reply-kinds.ts';
import { receiptBody } from './report-form.ts';
import { STEP_STATES } from './reporter-steps.ts';
import { text } from './text.ts';

// What reporters and admins see of a report: one view, with the reporter's data added for admins only.

/** The one answer for a report out of the caller's scope, whoever asks: exactly as if it did not exist. */
export const REPORT_NOT_FOUND = '요청하신 제보를 찾을 수 없습니다.';

export const codeTitle = z.object({ code: text(), title: text() });

export const attachFileView = z.object({ id: z.number(), clientFilename: text(), size: z.number() });

/**
 * Whether an attachment's hidden metadata was removed (issue 13): CLEANED (a cleaned copy is what the admin gets by
 * default), PENDING (being cleaned, a few seconds after the report came in), NOT_CLEANED (a type that is not cleaned,
 * or a file that could not be read: the admin gets the original).
 */
export const ATTACHMENT_CLEANING_STATES = ['CLEANED', 'PENDING', 'NOT_CLEANED'] as const;
/**
 * Why a file was not cleaned: its type is not one that is cleaned, it could not be read as its type, or cleaning it
 * would have taken more memory or time than cleaning may use (LIMIT: a decompression bomb, a picture declaring
 * billions of pixels; issue 30).
 */
export const NOT_CLEANED_REASONS = ['TYPE', 'UNREADABLE', 'LIMIT'] as const;

/** An attachment as the admin sees it: with its cleaning state and the cleaned copy's size (null while none). */
export const adminAttachFileView = z.extend(attachFileView, {
  cleaning: z.enum(ATTACHMENT_CLEANING_STATES),
  notCleanedReason: z.nullable(z.enum(NOT_CLEANED_REASONS)),
  cleanedSize: z.nullable(z.number()),
});
export type AdminAttachFileView = z.infer<typeof adminAttachFileView>;

/** A comment as the admin sees it: its files with their cleaning, like the report's attachment (issue 31). */
export const adminCommentView = z.extend(commentView, { files: z.array(adminAttachFileView) });
export type AdminCommentView = z.infer<typeof adminCommentView>;

export const reportStatusView = z.object({ statusCode: postStatusCode, statusTitle: text() });

/**
 * One step of the reporter's view of progress (REPORTER_STEPS, one per status): the reporter's name of it, where it
 * stands, and when the report last entered it (ISO date-time; null for a step skipped or ahead).
 */
export const timelineStep = z.object({
  step: postStatusCode,
  title: text(),
  state: z.enum(STEP_STATES),
  reachedDate: z.nullable(text()),
});

/** The reporter's view of progress: the steps, from the recorded status changes, and the audit office's last reply. */
export const reportTimeline = z.object({
  steps: z.array(timelineStep),
  lastReplyDate: z.nullable(text()),
});
export type ReportTimeline = z.infer<typeof reportTimeline>;

/** The report as its reporter sees it (`GET /api/informant/posts/mypost`): no identity data, even for a real-name report. */
export const myPostView = z.object({
  id: z.number(),
  receiptNumber: text(),
  /**
   * The case number people call the report by (사건번호, e.g. 2026-A7K3): random, it tells neither the number nor the
   * order of reports. Unlike the receipt number it is no secret: the reporter may give it on the phone.
   */
  caseNumber: text(),
  companyType: codeTitle,
  reportType: codeTitle,
  postType: postType,
  title: text(),
  /** HTML built by the server from escaped text (headed sections, line breaks as <br>). */
  content: text(),
  createdDate: text(),
  completedDate: z.nullable(text()),
  status: reportStatusView,
  attachFiles: z.array(attachFileView),
  comments: z.array(commentView),
  commentCount: z.number(),
  timeline: reportTimeline,
});
export type MyPostView = z.infer<typeof myPostView>;

/** Reporter data the admin sees: contact only for real-name reports, check info for all. */
export const reporterInfo = z.object({
  name: z.nullable(text()),
  phoneNumber: z.nullable(text()),
  email: z.nullable(text()),
  createdDate: text(),
  lastLoginDate: z.nullable(text()),
  loginSuccessCount: z.number(),
});

/**
 * What met a clock (reply-kinds.ts): a status change (to `statusCode`), a reply (`commentId`, in the conversation
 * with its label), the completion's result message (`commentId`), or a moment recorded before the reply kinds.
 */
export const clockMetBy = z.object({
  by: z.enum(CLOCK_MET_BY),
  commentId: z.nullable(z.number()),
  statusCode: z.nullable(postStatusCode),
  /**
   * The reply's text was edited after it met the clock (ISO date-time of the last edit; absent when it was not): the
   * moment stays the marking's, and the detail says the text read now is not the one that met it.
   */
  editedDate: z.optional(text()),
});
export type ClockMetByView = z.infer<typeof clockMetBy>;

/**
 * One legal clock of a report (admins only): when it is due (ISO date-time, from the current settings), when it
 * was met (null while open), by what (null while open), and whether it is open past its due date.
 */
export const legalClock = z.object({
  dueDate: text(),
  metDate: z.nullable(text()),
  metBy: z.nullable(clockMetBy),
  overdue: z.boolean(),
});
export type LegalClock = z.infer<typeof legalClock>;

/** The report as an admin sees it (`GET /api/admin/posts/{id}`): the reporter's view plus `user` and the clocks. */
export const adminPostDetail = z.extend(myPostView, {
  attachFiles: z.array(adminAttachFileView),
  comments: z.array(adminCommentView),
  user: reporterInfo,
  clocks: z.object({ acknowledgement: legalClock, feedback: legalClock }),
  /** The reporter's "who must not see this report" (이 제보를 보지 않아야 할 사람), for the handlers to act on. */
  excludedPersons: z.nullable(text()),
});
export type AdminPostDetail = z.infer<typeof adminPostDetail>;

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_SORTS = ['createdDate,desc', 'commentCreatedDate,desc', 'dueDate,asc'] as const;
export const adminSort = z.enum(ADMIN_SORTS);
export type AdminSort = z.infer<typeof adminSort>;

/** The list's due-date filter: open past the due date, or due within the next 7 days (not yet overdue). */
export const DUE_FILTERS = ['overdue', 'week'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
/** How far ahead `due=week` looks. */
export const DUE_WEEK_DAYS = 7;

/** A zero-based page number. */
export const pageNumber = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0);

export const adminPostsQuery = z.object({
  companyType: z._default(z.optional(text().check(z.trim(), z.maxLength(40))), ''),
  page: pageNumber,
  sort: z._default(z.optional(adminSort), 'createdDate,desc'),
  keyword: z._default(z.optional(text().check(z.trim(), z.maxLength(100))), ''),
  /** Empty for all reports. */
  due: z._default(z.optional(z.enum(['', ...DUE_FILTERS] as const)), ''),
  /** `me`: only the reports the signed-in admin handles (is an assignee of); empty for all. */
  assignee: z._default(z.optional(z.enum(['', 'me'])), ''),
  /** One status's reports (a count card); empty for all. The counts (statusCountMap) are not narrowed by it. */
  postStatus: z._default(z.optional(z.enum(['', ...POST_STATUS_CODES] as const)), ''),
});
export const adminPostsExportQuery = z.omit(adminPostsQuery, { page: true });
export type ReportFilter = z.output<typeof adminPostsExportQuery>;

export const adminPostRow = z.extend(
  z.pick(myPostView, {
    id: true,
    receiptNumber: true,
    caseNumber: true,
    companyType: true,
    reportType: true,
    postType: true,
    title: true,
    createdDate: true,
    status: true,
    commentCount: true,
  }),
  {
    lastCommentDate: z.nullable(text()),
    /** The next open due date (acknowledgement, then feedback); null when none is open. */
    dueDate: z.nullable(text()),
    overdue: z.boolean(),
  },
);
export type AdminPostRow = z.infer<typeof adminPostRow>;

export const adminPostsResponse = z.object({
  board: z.object({
    content: z.array(adminPostRow),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
  /**
   * Counts for the current filters but the status (every card keeps its count while one is chosen), keyed by Korean
   * status names, plus 전체 (all).
   */
  statusCountMap: z.record(text(), z.number()),
  /** Reports open past a due date, of the same company filter and keyword (whatever the due and status filters). */
  overdueCount: z.number(),
});
export type AdminPostsResponse = z.infer<typeof adminPostsResponse>;

export const statusQuery = z.object({ postStatus: postStatusCode });
/**
 * The result message (처리 결과 회신) a change to 처리완료 may carry: sent to the reporter as such a reply in the same
 * change, it meets the feedback clock; empty: none.
 */
export const resultMessage = z._default(
  z.optional(text().check(z.trim(), z.maxLength(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong))),
  '',
);
/** The status change's optional body (the spec sends none: Fastify reads a missing body as null). */
export const statusBody = z.nullish(z.object({ resultMessage }));
export const statusAnswer = z.object({ postStatus: postStatusCode });

/** A path's `:id`: a report's or an attachment's. */
export const idParams = z.object({ id: positiveId });

/** The reporter's calls on reports: filing one, and reading one's own after signing in (reporter-auth.ts). */
export const reporterReportsApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/informant/posts',
    audience: 'public',
    summary:
      '제보 접수 (multipart/form-data: companyType, reportType, postType, title, who, when, where, what, how, why, otherRequests, name, email, phoneNumber, password, files 최대 1개 10MB)',
    response: receiptBody,
  }),
  myPost: endpoint({
    method: 'GET',
    path: '/api/informant/posts/mypost',
    audience: 'reporter',
    summary: '내 제보 (댓글, 첨부파일 포함)',
    response: myPostView,
  }),
};

/** The audit office's calls on reports: the list (scoped to the group's companies), its export, a report, its status. */
export const adminReportsApi = {
  posts: endpoint({
    method: 'GET',
    path: '/api/admin/posts',
    audience: 'admin',
    summary: '제보 목록 (담당 회사만)',
    query: adminPostsQuery,
    response: adminPostsResponse,
  }),
  exportPosts: endpoint({
    method: 'GET',
    path: '/api/admin/posts.xls',
    audience: 'admin',
    summary: '제보 목록 엑셀 (.xlsx)',
    query: adminPostsExportQuery,
  }),
  post: endpoint({
    method: 'GET',
    path: '/api/admin/posts/:id',
    audience: 'admin',
    summary: '제보 상세',
    params: idParams,
    response: adminPostDetail,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:id',
    audience: 'admin',
    summary: '처리상태 변경 (처리완료와 함께 처리 결과 회신 resultMessage)',
    params: idParams,
    query: statusQuery,
    body: statusBody,
    response: statusAnswer,
  }),
};
