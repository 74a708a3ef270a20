import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { postStatusCode, postType } from './enums.ts';
import { attachFileView, COMMENT_MAX_LENGTH, codeTitle, commentView } from './informant.ts';

export const ADMIN_MESSAGES = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  badCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  locked: '비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다. 잠시 후 다시 시도해 주십시오.',
  disabled: '사용이 중지된 계정입니다. 시스템관리자에게 문의해 주십시오.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해 주십시오.',
  noMenu: '이 메뉴를 사용할 권한이 없습니다.',
  notInScope: '요청하신 제보를 찾을 수 없습니다.',
  commentRequired: '내용을 입력해주세요.',
  commentCompleted: '처리완료된 제보에는 댓글을 등록할 수 없습니다.',
  commentNotOwn: '본인이 작성한 댓글만 수정할 수 있습니다.',
  statusInvalid: '처리상태를 선택해주세요.',
  changed: '변경되었습니다.',
  commentRegistered: '댓글이 등록되었습니다.',
  commentEdited: '댓글이 수정되었습니다.',
} as const;

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_SORTS = ['createdDate,desc', 'commentCreatedDate,desc'] as const;
export const adminSort = z.enum(ADMIN_SORTS);

export const adminSigninBody = z.object({
  loginId: z
    .string({ error: ADMIN_MESSAGES.loginIdRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.loginIdRequired)
    .max(50),
  password: z
    .string({ error: ADMIN_MESSAGES.passwordRequired })
    .min(1, ADMIN_MESSAGES.passwordRequired)
    .max(128),
  timestamp: z.coerce.number().int().nonnegative().optional(),
});

export const groupMenuItem = z.object({ name: z.string(), url: z.string() });
export const adminMe = z.object({
  loginId: z.string(),
  name: z.string(),
  groupName: z.string(),
  menus: z.array(groupMenuItem),
  idleTimeoutSeconds: z.number(),
});

const page = z.coerce.number().int().min(0).max(100_000).default(0);

export const adminPostsQuery = z.object({
  companyType: z.string().trim().max(40).optional().default(''),
  page,
  sort: adminSort.optional().default('createdDate,desc'),
  keyword: z.string().trim().max(100).optional().default(''),
});
export type AdminPostsQuery = z.input<typeof adminPostsQuery>;

export const adminPostRow = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  companyType: codeTitle,
  reportType: codeTitle,
  postType: postType,
  title: z.string(),
  createdDate: z.string(),
  status: z.object({ statusCode: postStatusCode, statusTitle: z.string() }),
  commentCount: z.number(),
  lastCommentDate: z.string().nullable(),
});
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
  statusCountMap: z.record(z.string(), z.number()),
});
export type AdminPostsResponse = z.infer<typeof adminPostsResponse>;

export const adminPostsExportQuery = adminPostsQuery.omit({ page: true });

/** Reporter data the admin sees: contact only for real-name reports, check info for all. */
export const reporterInfo = z.object({
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  createdDate: z.string(),
  lastLoginDate: z.string().nullable(),
  loginSuccessCount: z.number(),
});

export const adminPostDetail = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  companyType: codeTitle,
  reportType: codeTitle,
  postType: postType,
  title: z.string(),
  content: z.string(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
  status: z.object({ statusCode: postStatusCode, statusTitle: z.string() }),
  attachFiles: z.array(attachFileView),
  comments: z.array(commentView),
  commentCount: z.number(),
  user: reporterInfo,
});
export type AdminPostDetail = z.infer<typeof adminPostDetail>;

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const statusQuery = z.object({ postStatus: postStatusCode });

const adminCommentContent = z
  .string({ error: ADMIN_MESSAGES.commentRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.commentRequired)
  .max(COMMENT_MAX_LENGTH, `댓글은 ${COMMENT_MAX_LENGTH.toLocaleString('ko-KR')}자 이하로 입력해주세요.`);
export const adminCommentBody = z.object({
  content: adminCommentContent,
  postId: z.coerce.number().int().positive().optional(),
});
export const adminCommentEditBody = z.object({
  content: adminCommentContent,
  commentId: z.coerce.number().int().positive().optional(),
});

export const loginLogQuery = z.object({ page });
export const loginLogResponse = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      loginId: z.string(),
      modifiedDate: z.string(),
      ip: z.string(),
      success: z.boolean(),
    }),
  ),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

export const companyCombo = z.array(codeTitle);

export const adminApi = {
  signin: endpoint({
    method: 'POST',
    path: '/api/admin/signin',
    summary: '관리자 로그인',
    body: adminSigninBody,
    response: z.object({ token: z.string() }),
  }),
  signout: endpoint({
    method: 'POST',
    path: '/api/admin/signout',
    summary: '관리자 로그아웃 (토큰 폐기)',
    response: z.object({ ok: z.literal(true) }),
  }),
  groupMenus: endpoint({
    method: 'GET',
    path: '/api/admin/GroupMenus',
    summary: '내 그룹의 사용 가능한 메뉴 (순서대로)',
    response: z.array(groupMenuItem),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    summary: '로그인한 관리자 정보와 메뉴',
    response: adminMe,
  }),
  keepAlive: endpoint({
    method: 'POST',
    path: '/api/admin/session/extend',
    summary: '세션 연장',
    response: z.object({ ok: z.literal(true) }),
  }),
  posts: endpoint({
    method: 'GET',
    path: '/api/admin/posts',
    summary: '제보 목록 (담당 회사만)',
    query: adminPostsQuery,
    response: adminPostsResponse,
  }),
  exportPosts: endpoint({
    method: 'GET',
    path: '/api/admin/posts.xls',
    summary: '제보 목록 엑셀 (.xlsx)',
    query: adminPostsExportQuery,
  }),
  post: endpoint({
    method: 'GET',
    path: '/api/admin/posts/:id',
    summary: '제보 상세',
    params: idParams,
    response: adminPostDetail,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:id',
    summary: '처리상태 변경',
    params: idParams,
    query: statusQuery,
    response: z.object({ postStatus: postStatusCode }),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/admin/attachfile/:id',
    summary: '첨부파일 내려받기',
    params: idParams,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/admin/posts/:postId/comment',
    summary: '댓글 등록',
    params: z.object({ postId: z.coerce.number().int().positive() }),
    body: adminCommentBody,
    response: commentView,
  }),
  editComment: endpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:commentId/comment',
    summary: '내 댓글 수정',
    params: z.object({ commentId: z.coerce.number().int().positive() }),
    body: adminCommentEditBody,
    response: commentView,
  }),
  loginLog: endpoint({
    method: 'GET',
    path: '/api/admin/loginlog',
    summary: '관리자 로그인 기록',
    query: loginLogQuery,
    response: loginLogResponse,
  }),
  companyCombo: endpoint({
    method: 'GET',
    path: '/api/admin/companyTypeMaps/combo',
    summary: '담당 회사 목록',
    response: companyCombo,
  }),
};
