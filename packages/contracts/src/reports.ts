import { z } from 'zod/mini';
import { commentView } from './comments.ts';
import { postStatusCode, postType } from './enums.ts';
import { text } from './text.ts';

// What reporters and admins see of a report: one view, with the reporter's data added for admins only.

/** The one answer for a report out of the caller's scope, whoever asks: exactly as if it did not exist. */
export const REPORT_NOT_FOUND = '요청하신 제보를 찾을 수 없습니다.';

export const codeTitle = z.object({ code: text(), title: text() });

export const attachFileView = z.object({ id: z.number(), clientFilename: text(), size: z.number() });

export const reportStatusView = z.object({ statusCode: postStatusCode, statusTitle: text() });

/** The report as its reporter sees it (`GET /api/informant/posts/mypost`): no identity data, even for a real-name report. */
export const myPostView = z.object({
  id: z.number(),
  receiptNumber: text(),
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

/** The report as an admin sees it (`GET /api/admin/posts/{id}`): the reporter's view plus `user`. */
export const adminPostDetail = z.extend(myPostView, {
  user: reporterInfo,
  /** The reporter's "who must not see this report" (이 제보를 보지 않아야 할 사람), for the handlers to act on. */
  excludedPersons: z.nullable(text()),
});
export type AdminPostDetail = z.infer<typeof adminPostDetail>;

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_SORTS = ['createdDate,desc', 'commentCreatedDate,desc'] as const;
export const adminSort = z.enum(ADMIN_SORTS);
export type AdminSort = z.infer<typeof adminSort>;

/** A zero-based page number. */
export const pageNumber = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0);

export const adminPostsQuery = z.object({
  companyType: z._default(z.optional(text().check(z.trim(), z.maxLength(40))), ''),
  page: pageNumber,
  sort: z._default(z.optional(adminSort), 'createdDate,desc'),
  keyword: z._default(z.optional(text().check(z.trim(), z.maxLength(100))), ''),
  /** `me`: only the reports the signed-in admin handles (is an assignee of); empty for all. */
  assignee: z._default(z.optional(z.enum(['', 'me'])), ''),
});
export type AdminPostsQuery = z.input<typeof adminPostsQuery>;
export const adminPostsExportQuery = z.omit(adminPostsQuery, { page: true });
export type ReportFilter = z.output<typeof adminPostsExportQuery>;

export const adminPostRow = z.extend(
  z.pick(myPostView, {
    id: true,
    receiptNumber: true,
    companyType: true,
    reportType: true,
    postType: true,
    title: true,
    createdDate: true,
    status: true,
    commentCount: true,
  }),
  { lastCommentDate: z.nullable(text()) },
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
  /** Counts for the current company filter and keyword, keyed by Korean status names, plus 전체 (all). */
  statusCountMap: z.record(text(), z.number()),
});
export type AdminPostsResponse = z.infer<typeof adminPostsResponse>;

export const statusQuery = z.object({ postStatus: postStatusCode });
export const statusAnswer = z.object({ postStatus: postStatusCode });
