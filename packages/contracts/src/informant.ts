import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { postStatusCode, postType } from './enums.ts';
import { receiptBody } from './report-form.ts';

export const INFORMANT_MESSAGES = {
  lookupRequired: '접수번호와 비밀번호를 입력해주세요.',
  badCredentials: '접수번호 또는 비밀번호가 일치하지 않습니다.',
  locked: '비밀번호를 5회 잘못 입력하여 15분 동안 조회할 수 없습니다. 잠시 후 다시 시도해 주십시오.',
  closed: '처리완료 후 1개월이 지난 제보는 조회할 수 없습니다.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 접수번호와 비밀번호로 다시 조회해 주십시오.',
  commentRequired: '내용을 입력해주세요.',
  commentCompleted: '처리완료된 제보에는 댓글을 등록할 수 없습니다.',
  commentTooLong: '댓글은 4,000자 이하로 입력해주세요.',
  noAttachment: '첨부파일이 없습니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.',
} as const;

export const COMMENT_MAX_LENGTH = 4000;

/** Sign-in with a receipt number (`loginId`) and the report password; `timestamp` is in whole seconds. */
export const signinBody = z.object({
  loginId: z
    .string({ error: INFORMANT_MESSAGES.lookupRequired })
    .trim()
    .min(1, INFORMANT_MESSAGES.lookupRequired)
    .max(64),
  // Trimmed like the password at submission, so a stray space typed on a phone does not lock anyone out.
  password: z
    .string({ error: INFORMANT_MESSAGES.lookupRequired })
    .trim()
    .min(1, INFORMANT_MESSAGES.lookupRequired)
    .max(128),
  timestamp: z.coerce.number().int().nonnegative().optional(),
});
export const tokenBody = z.object({ token: z.string() });

export const commentBody = z.object({
  content: z
    .string({ error: INFORMANT_MESSAGES.commentRequired })
    .trim()
    .min(1, INFORMANT_MESSAGES.commentRequired)
    .max(COMMENT_MAX_LENGTH, INFORMANT_MESSAGES.commentTooLong),
  postId: z.coerce.number().int().positive().optional(),
});

export const commentView = z.object({
  id: z.number(),
  /** HTML: escaped text with line breaks as <br>. */
  content: z.string(),
  createdDate: z.string(),
  canUpdateComment: z.boolean(),
  user: z.object({ name: z.string(), role: z.enum(['ROLE_USER', 'ROLE_ADMIN']) }),
});
export type CommentView = z.infer<typeof commentView>;

export const attachFileView = z.object({ id: z.number(), clientFilename: z.string(), size: z.number() });

export const codeTitle = z.object({ code: z.string(), title: z.string() });

/** The report as its reporter sees it: no identity data is sent back, even for a real-name report. */
export const myPostView = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  companyType: codeTitle,
  reportType: codeTitle,
  postType: postType,
  title: z.string(),
  /** HTML built by the server from escaped text (headed sections, line breaks as <br>). */
  content: z.string(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
  status: z.object({ statusCode: postStatusCode, statusTitle: z.string() }),
  attachFiles: z.array(attachFileView),
  comments: z.array(commentView),
  commentCount: z.number(),
});
export type MyPostView = z.infer<typeof myPostView>;

export const postIdParams = z.object({ postId: z.coerce.number().int().positive() });

export const informantApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/informant/posts',
    summary:
      '제보 접수 (multipart/form-data: companyType, reportType, postType, title, who, when, where, what, how, why, otherRequests, name, email, phoneNumber, password, files 최대 1개 10MB)',
    response: receiptBody,
  }),
  signin: endpoint({
    method: 'POST',
    path: '/api/informant/signin',
    summary: '접수번호와 비밀번호로 제보 조회 로그인',
    body: signinBody,
    response: tokenBody,
  }),
  myPost: endpoint({
    method: 'GET',
    path: '/api/informant/posts/mypost',
    summary: '내 제보 (댓글, 첨부파일 포함)',
    response: myPostView,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/informant/attachfile',
    summary: '내 제보의 첨부파일 내려받기',
  }),
  signout: endpoint({
    method: 'POST',
    path: '/api/informant/signout',
    summary: '제보 조회 종료 (토큰 폐기)',
    response: z.object({ ok: z.literal(true) }),
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/informant/posts/:postId/comment',
    summary: '내 제보에 댓글 등록',
    params: postIdParams,
    body: commentBody,
    response: commentView,
  }),
};
