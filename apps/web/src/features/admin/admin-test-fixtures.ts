// Fixtures and helpers for the admin screen tests (imported by *.test.tsx only).
import type { AdminPostDetail, AdminPostsResponse } from '@audit/contracts';
import { jsonResponse } from '../../test-utils.tsx';

export const ADMIN_TOKEN = 'admin-token-123';

export const ADMIN_MENUS_FIXTURE = [
  { name: '제보 관리', url: '/adminreport' },
  { name: '접속 기록', url: '/admininquiry' },
];

export const ME = {
  loginId: 'auditor',
  name: '김감사',
  groupName: '감사팀',
  menus: ADMIN_MENUS_FIXTURE,
  idleTimeoutSeconds: 1800,
};

/** Puts an admin token in session storage, as a sign-in does. */
export function signIn(): void {
  sessionStorage.setItem('adminToken', ADMIN_TOKEN);
}

/** The answers every signed-in admin screen needs: the admin's own data. */
export const SIGNED_IN_API = {
  'GET /api/admin/me': ME,
  'GET /api/admin/GroupMenus': ADMIN_MENUS_FIXTURE,
  'POST /api/admin/session/extend': { ok: true },
  'POST /api/admin/signout': { ok: true },
};

export const COMPANY_COMBO = [
  { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스' },
  { code: 'GARAM_FOODS', title: '가람누리푸드' },
];

export function postsResponse(overrides: Partial<AdminPostsResponse['board']> = {}): AdminPostsResponse {
  return {
    board: {
      content: [
        {
          id: 42,
          receiptNumber: '1234567890123456',
          companyType: { code: 'GARAM_FOODS', title: '가람누리푸드' },
          reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
          postType: 'PUBLIC',
          title: '납품업체 선정 과정의 금품 수수',
          // 23:30 UTC is the next day in Korea.
          createdDate: '2025-03-03T23:30:00.000Z',
          status: { statusCode: 'WAITING', statusTitle: '접수대기' },
          commentCount: 3,
          lastCommentDate: '2025-03-05T01:00:00.000Z',
        },
        {
          id: 41,
          receiptNumber: '6543210987654321',
          companyType: { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스' },
          reportType: { code: 'HARASSMENT', title: '성희롱·괴롭힘' },
          postType: 'PRIVATE',
          title: '팀장의 부당한 지시',
          createdDate: '2025-03-01T02:00:00.000Z',
          status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
          commentCount: 0,
          lastCommentDate: null,
        },
      ],
      totalElements: 25,
      totalPages: 3,
      number: 0,
      size: 10,
      ...overrides,
    },
    statusCountMap: { 전체: 25, 접수대기: 7, 접수완료: 6, 처리중: 5, 처리완료: 7 },
  };
}

export function postDetail(overrides: Partial<AdminPostDetail> = {}): AdminPostDetail {
  return {
    id: 42,
    receiptNumber: '1234567890123456',
    companyType: { code: 'GARAM_FOODS', title: '가람누리푸드' },
    reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
    postType: 'PUBLIC',
    title: '납품업체 선정 과정의 금품 수수',
    content: '<h4>누가</h4><p>구매팀 과장이</p><h4>언제</h4><p>2025년 2월<br>매주 금요일</p>',
    createdDate: '2025-03-03T23:30:00.000Z',
    completedDate: null,
    status: { statusCode: 'IN_PROGRESS', statusTitle: '처리중' },
    attachFiles: [{ id: 7, clientFilename: '증빙자료.pdf', size: 204800 }],
    comments: [
      {
        id: 100,
        content: '추가 자료가 있습니다.<br>확인 부탁드립니다.',
        createdDate: '2025-03-04T01:00:00.000Z',
        canUpdateComment: false,
        user: { name: '제보자', role: 'ROLE_USER' },
      },
      {
        id: 101,
        content: '확인했습니다.&lt;조사&gt; 중입니다.<br>기다려 주십시오.',
        createdDate: '2025-03-04T06:05:00.000Z',
        canUpdateComment: true,
        user: { name: '김감사', role: 'ROLE_ADMIN' },
      },
    ],
    commentCount: 2,
    user: {
      name: '홍길동',
      phoneNumber: '010-1234-5678',
      email: 'hong@example.com',
      createdDate: '2025-03-03T23:30:00.000Z',
      lastLoginDate: '2025-03-05T09:15:00.000Z',
      loginSuccessCount: 4,
    },
    ...overrides,
  };
}

export const POST_STATUSES = [
  { code: 'WAITING', title: '접수대기' },
  { code: 'RECEIVED', title: '접수완료' },
  { code: 'IN_PROGRESS', title: '처리중' },
  { code: 'COMPLETED', title: '처리완료' },
];

/** The query string of a request URL, as an object. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

export { jsonResponse };
