import { z } from 'zod';
import {
  commentBody,
  commentEditBody,
  commentIdParams,
  commentView,
  positiveId,
  postIdParams,
} from './comments.ts';
import { endpoint } from './endpoint.ts';
import { okBody, tokenBody } from './reporter.ts';
import {
  adminPostDetail,
  adminPostsExportQuery,
  adminPostsQuery,
  adminPostsResponse,
  codeTitle,
  pageNumber,
  statusAnswer,
  statusQuery,
} from './reports.ts';
import { text } from './text.ts';

export const ADMIN_MESSAGES = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  badCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  locked: '비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다. 잠시 후 다시 시도해 주십시오.',
  disabled: '사용이 중지된 계정입니다. 시스템관리자에게 문의해 주십시오.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해 주십시오.',
  noMenu: '이 메뉴를 사용할 권한이 없습니다.',
  statusInvalid: '처리상태를 선택해주세요.',
  changed: '변경되었습니다.',
  reauthRequired: '본인 확인을 위해 현재 로그인한 계정의 비밀번호를 입력해주세요.',
  reauthFailed: '비밀번호가 일치하지 않습니다.',
} as const;

export const adminSigninBody = z.object({
  loginId: text({ error: ADMIN_MESSAGES.loginIdRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.loginIdRequired)
    .max(50),
  password: text({ error: ADMIN_MESSAGES.passwordRequired }).min(1, ADMIN_MESSAGES.passwordRequired).max(128),
  timestamp: z.coerce.number().int().nonnegative().optional(),
});

export const groupMenuItem = z.object({ name: text(), url: text() });
export const adminMe = z.object({
  loginId: text(),
  name: text(),
  groupName: text(),
  menus: z.array(groupMenuItem),
  idleTimeoutSeconds: z.number(),
});

export const idParams = z.object({ id: positiveId });

export const loginLogQuery = z.object({ page: pageNumber });
export const loginLogResponse = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      loginId: text(),
      modifiedDate: text(),
      ip: text(),
      success: z.boolean(),
    }),
  ),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

export const companyCombo = z.array(codeTitle);

/** The admin's calls (spec section 7). */
export const adminApi = {
  signin: endpoint({
    method: 'POST',
    path: '/api/admin/signin',
    audience: 'public',
    summary: '관리자 로그인',
    body: adminSigninBody,
    response: tokenBody,
  }),
  signout: endpoint({
    method: 'POST',
    path: '/api/admin/signout',
    audience: 'admin',
    summary: '관리자 로그아웃 (토큰 폐기)',
    response: okBody,
  }),
  groupMenus: endpoint({
    method: 'GET',
    path: '/api/admin/GroupMenus',
    audience: 'admin',
    summary: '내 그룹의 사용 가능한 메뉴 (순서대로)',
    response: z.array(groupMenuItem),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    audience: 'admin',
    summary: '로그인한 관리자 정보와 메뉴',
    response: adminMe,
  }),
  keepAlive: endpoint({
    method: 'POST',
    path: '/api/admin/session/extend',
    audience: 'admin',
    summary: '세션 연장',
    response: okBody,
  }),
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
    summary: '처리상태 변경',
    params: idParams,
    query: statusQuery,
    response: statusAnswer,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/admin/attachfile/:id',
    audience: 'admin',
    summary: '첨부파일 내려받기',
    params: idParams,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/admin/posts/:postId/comment',
    audience: 'admin',
    summary: '댓글 등록',
    params: postIdParams,
    body: commentBody,
    response: commentView,
  }),
  editComment: endpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:commentId/comment',
    audience: 'admin',
    summary: '내 댓글 수정',
    params: commentIdParams,
    body: commentEditBody,
    response: commentView,
  }),
  loginLog: endpoint({
    method: 'GET',
    path: '/api/admin/loginlog',
    audience: 'admin',
    summary: '관리자 로그인 기록',
    query: loginLogQuery,
    response: loginLogResponse,
  }),
  companyCombo: endpoint({
    method: 'GET',
    path: '/api/admin/companyTypeMaps/combo',
    audience: 'admin',
    summary: '담당 회사 목록',
    response: companyCombo,
  }),
};
