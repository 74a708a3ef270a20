import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { replyKind } from './reply-kinds.ts';
import { REPORT_LIMITS } from './report-form.ts';
import { groupDigits, text } from './text.ts';

export const COMMENT_MAX_LENGTH = 4000;

/** Messages of the comment thread, the same for the reporter and the audit office. */
export const COMMENT_MESSAGES = {
  required: '내용을 입력해주세요.',
  tooLong: `댓글은 ${groupDigits(COMMENT_MAX_LENGTH)}자 이하로 입력해주세요.`,
  completed: '처리가 완료된 제보에는 댓글을 등록할 수 없습니다.',
  notOwn: '본인이 작성한 댓글만 수정할 수 있습니다.',
  registered: '댓글이 등록되었습니다.',
  edited: '댓글이 수정되었습니다.',
} as const;

/** What a person types as a comment: trimmed, not empty, at most 4,000 characters. */
export const commentContent = text({ error: COMMENT_MESSAGES.required }).check(
  z.trim(),
  z.minLength(1, COMMENT_MESSAGES.required),
  z.maxLength(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
);

// Ids are 32-bit integers in the database: bounded here so a larger one is a 400, not a database error.
export const positiveId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A new comment (the spec sends the report id in the body as well as in the path). */
export const commentBody = z.object({
  content: commentContent,
  postId: z.optional(positiveId),
});

/** An edited comment (the spec sends the comment id in the body as well as in the path). */
export const commentEditBody = z.object({
  content: commentContent,
  commentId: z.optional(positiveId),
});

/** The audit office's reply: the spec's body, and its kind for the legal clocks (reply-kinds.ts; absent: PLAIN). */
export const adminCommentBody = z.extend(commentBody, { kind: z._default(z.optional(replyKind), 'PLAIN') });
/** An edit of the audit office's reply: its kind changes only when one is sent. */
export const adminCommentEditBody = z.extend(commentEditBody, { kind: z.optional(replyKind) });
/**
 * Files a comment or a reply may carry (issue 31): at most this many, each one of the report attachment's types and at
 * most its 10 MB, kept encrypted and cleaned of hidden metadata like it. Sent as multipart/form-data (`content`,
 * `postId` and the files in `files`), or JSON without files.
 */
export const COMMENT_FILE_LIMITS = { perComment: 3, bytes: REPORT_LIMITS.attachmentBytes } as const;

/** The server's messages about a comment's files (size and type: the report form's REPORT_MESSAGES). */
export const COMMENT_FILE_MESSAGES = {
  tooMany: `첨부파일은 댓글 하나에 ${COMMENT_FILE_LIMITS.perComment}개까지 등록할 수 있습니다.`,
  notFound: '요청하신 첨부파일을 찾을 수 없습니다.',
  /** The reporter's download of an office's file whose hidden metadata is still being removed (409). */
  cleaningPending: '첨부파일의 숨은 정보를 정리하고 있습니다. 잠시 후 다시 시도해주세요.',
  /** A refused comment form (without JavaScript) does not keep its files. */
  notKept: '첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.',
} as const;

/** A file of a comment: its name and size (the admin's view adds its cleaning, reports.ts). */
export const commentFileView = z.object({ id: z.number(), clientFilename: text(), size: z.number() });

export const COMMENT_ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export type CommentRole = (typeof COMMENT_ROLES)[number];

export const commentView = z.object({
  id: z.number(),
  /** HTML: escaped text with line breaks as <br>. */
  content: text(),
  createdDate: text(),
  canUpdateComment: z.boolean(),
  user: z.object({ name: text(), role: z.enum(COMMENT_ROLES) }),
  /** What the reply is for the legal clocks (reply-kinds.ts); a reporter's comment is PLAIN. Always written: the
   *  response serializer writes required fields first, so an optional one here would change the key order. */
  kind: replyKind,
  /** The files that came with the comment (issue 31), in the order they came. */
  files: z.array(commentFileView),
});
export type CommentView = z.infer<typeof commentView>;

export const postIdParams = z.object({ postId: positiveId });
export const commentIdParams = z.object({ commentId: positiveId });
const fileIdParams = z.object({ id: positiveId });

const COMMENT_SUMMARY = `(JSON {content, postId}, 또는 multipart/form-data: content, postId, files 최대 ${COMMENT_FILE_LIMITS.perComment}개 각 10MB)`;

/** The reporter's comment on the report signed in to. */
export const reporterCommentsApi = {
  comment: endpoint({
    method: 'POST',
    path: '/api/informant/posts/:postId/comment',
    audience: 'reporter',
    summary: `내 제보에 댓글 등록 ${COMMENT_SUMMARY}`,
    params: postIdParams,
    body: commentBody,
    response: commentView,
  }),
  /** A file of a comment on the own report (issue 31): the reporter's own as sent, the office's cleaned. */
  commentFile: endpoint({
    method: 'GET',
    path: '/api/informant/commentfile/:id',
    audience: 'reporter',
    summary: '내 제보의 댓글 첨부파일 내려받기',
    params: fileIdParams,
  }),
};

/** The audit office's comments: a new one, and an edit of the admin's own. */
export const adminCommentsApi = {
  comment: endpoint({
    method: 'POST',
    path: '/api/admin/posts/:postId/comment',
    audience: 'admin',
    summary: `댓글 등록 (kind: PLAIN 일반 답변, ACKNOWLEDGEMENT 접수 확인, FEEDBACK 처리 결과 회신) ${COMMENT_SUMMARY}`,
    params: postIdParams,
    body: adminCommentBody,
    response: commentView,
  }),
  /** A file of a comment (issue 31), like the report's attachment: the cleaned copy, logged. */
  commentFile: endpoint({
    method: 'GET',
    path: '/api/admin/commentfile/:id',
    audience: 'admin',
    summary: '댓글 첨부파일 내려받기',
    params: fileIdParams,
  }),
  /** A comment's file as it was sent, hidden metadata and all: an explicit action, logged as such. */
  originalCommentFile: endpoint({
    method: 'GET',
    path: '/api/admin/commentfile/:id/original',
    audience: 'admin',
    summary: '댓글 첨부파일 원본 내려받기',
    params: fileIdParams,
  }),
  editComment: endpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:commentId/comment',
    audience: 'admin',
    summary: '내 댓글 수정',
    params: commentIdParams,
    body: adminCommentEditBody,
    response: commentView,
  }),
};
