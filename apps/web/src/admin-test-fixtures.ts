// Fixtures and helpers for the admin and system-admin screen tests (imported by *.test.tsx only).
import { ADMIN_MENUS, type AdminPostDetail, type AdminPostsResponse } from '@audit/contracts';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubApi } from './test-utils.tsx';

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

/** A system admin: the group is given every menu, so the layout shows each screen. */
export const SYSADMIN_ME = {
  loginId: 'sysadmin',
  name: '이관리',
  groupName: '시스템관리팀',
  menus: ADMIN_MENUS.map((m) => ({ name: m.name, url: m.url })),
  idleTimeoutSeconds: 1800,
};

/** The answers every signed-in screen needs: the admin's own data. */
export function signedInApi(me: typeof ME = ME) {
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/GroupMenus': me.menus,
    'POST /api/admin/session/extend': { ok: true },
    'POST /api/admin/signout': { ok: true },
  };
}

/** The signed-in answers of an admin of the audit team (menus 제보 관리 and 접속 기록). */
export const SIGNED_IN_API = signedInApi();
/** The signed-in answers of a system admin. */
export const SYSADMIN_SIGNED_IN_API = signedInApi(SYSADMIN_ME);

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
          caseNumber: '2025-A7K3',
          companyType: { code: 'GARAM_FOODS', title: '가람누리푸드' },
          reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
          postType: 'PUBLIC',
          title: '납품업체 선정 과정의 금품 수수',
          // 23:30 UTC is the next day in Korea.
          createdDate: '2025-03-03T23:30:00.000Z',
          status: { statusCode: 'WAITING', statusTitle: '접수대기' },
          commentCount: 3,
          lastCommentDate: '2025-03-05T01:00:00.000Z',
          // 15:00 UTC is midnight in Korea: the next day.
          dueDate: '2025-03-10T23:30:00.000Z',
          overdue: true,
        },
        {
          id: 41,
          receiptNumber: '6543210987654321',
          caseNumber: '2025-HQ4R',
          companyType: { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스' },
          reportType: { code: 'HARASSMENT', title: '성희롱·괴롭힘' },
          postType: 'PRIVATE',
          title: '팀장의 부당한 지시',
          createdDate: '2025-03-01T02:00:00.000Z',
          status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
          commentCount: 0,
          lastCommentDate: null,
          dueDate: null,
          overdue: false,
        },
      ],
      totalElements: 25,
      totalPages: 3,
      number: 0,
      size: 10,
      ...overrides,
    },
    statusCountMap: { 전체: 25, 접수대기: 7, 접수완료: 6, 처리중: 5, 처리완료: 7 },
    overdueCount: 4,
  };
}

/** A report received and being handled, last answered on 2025-03-04. */
export const TIMELINE: AdminPostDetail['timeline'] = {
  steps: [
    { step: 'WAITING', title: '접수 확인 중', state: 'done', reachedDate: '2025-03-03T23:30:00.000Z' },
    { step: 'RECEIVED', title: '접수 완료', state: 'done', reachedDate: '2025-03-04T06:00:00.000Z' },
    { step: 'IN_PROGRESS', title: '조사 중', state: 'current', reachedDate: '2025-03-05T02:00:00.000Z' },
    { step: 'COMPLETED', title: '처리 완료', state: 'upcoming', reachedDate: null },
  ],
  lastReplyDate: '2025-03-04T06:05:00.000Z',
};

export function postDetail(overrides: Partial<AdminPostDetail> = {}): AdminPostDetail {
  return {
    id: 42,
    receiptNumber: '1234567890123456',
    caseNumber: '2025-A7K3',
    companyType: { code: 'GARAM_FOODS', title: '가람누리푸드' },
    reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
    postType: 'PUBLIC',
    title: '납품업체 선정 과정의 금품 수수',
    content: '<h4>누가</h4><p>구매팀 과장이</p><h4>언제</h4><p>2025년 2월<br>매주 금요일</p>',
    createdDate: '2025-03-03T23:30:00.000Z',
    completedDate: null,
    status: { statusCode: 'IN_PROGRESS', statusTitle: '처리중' },
    excludedPersons: '구매팀 이○○ 팀장',
    attachFiles: [
      {
        id: 7,
        clientFilename: '증빙자료.pdf',
        size: 204800,
        cleaning: 'CLEANED',
        notCleanedReason: null,
        cleanedSize: 198000,
      },
    ],
    comments: [
      {
        id: 100,
        content: '추가 자료가 있습니다.<br>확인 부탁드립니다.',
        createdDate: '2025-03-04T01:00:00.000Z',
        canUpdateComment: false,
        user: { name: '제보자', role: 'ROLE_USER' },
        kind: 'PLAIN',
        files: [
          {
            id: 300,
            clientFilename: '현장 사진.jpg',
            size: 51200,
            cleaning: 'CLEANED',
            notCleanedReason: null,
            cleanedSize: 50000,
          },
        ],
      },
      {
        id: 101,
        content: '확인했습니다.&lt;조사&gt; 중입니다.<br>기다려 주십시오.',
        createdDate: '2025-03-04T06:05:00.000Z',
        canUpdateComment: true,
        user: { name: '김감사', role: 'ROLE_ADMIN' },
        kind: 'ACKNOWLEDGEMENT',
        files: [],
      },
    ],
    commentCount: 2,
    timeline: TIMELINE,
    user: {
      name: '홍길동',
      phoneNumber: '010-1234-5678',
      email: 'hong@example.com',
      createdDate: '2025-03-03T23:30:00.000Z',
      lastLoginDate: '2025-03-05T09:15:00.000Z',
      loginSuccessCount: 4,
    },
    clocks: {
      acknowledgement: {
        dueDate: '2025-03-10T23:30:00.000Z',
        metDate: '2025-03-04T06:05:00.000Z',
        metBy: { by: 'REPLY', commentId: 101, statusCode: null },
        overdue: false,
      },
      feedback: { dueDate: '2025-06-04T06:05:00.000Z', metDate: null, metBy: null, overdue: false },
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

/** The JSON body a fetch stub received. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

export const GROUPS = [
  {
    id: 1,
    name: '시스템관리팀',
    description: '시스템 관리',
    statusCode: 'ENABLED',
    statusTitle: '사용',
    secondFactorRequired: false,
  },
  {
    id: 2,
    name: '감사팀',
    description: '제보 처리',
    statusCode: 'ENABLED',
    statusTitle: '사용',
    secondFactorRequired: false,
  },
  {
    id: 3,
    name: '폐지된 팀',
    description: '',
    statusCode: 'DISABLED',
    statusTitle: '미사용',
    secondFactorRequired: false,
  },
];

export const GROUP_COMBO = [
  { id: 1, name: '시스템관리팀' },
  { id: 2, name: '감사팀' },
];

/**
 * A signed-in system admin on `path`: the API answers the admin's own data and `answers`. The test answers the
 * page's alerts and confirmations itself (answerPageDialog of test-utils).
 */
export function renderAsSysadmin(path: string, answers: Record<string, unknown>) {
  signIn();
  const fetchMock = stubApi({ ...SYSADMIN_SIGNED_IN_API, ...answers });
  const user = userEvent.setup();
  const { router } = renderRoute(path);
  return { fetchMock, user, router };
}

/** The column headers of a table. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
}

/** The cell texts of each body row of a table. */
export function bodyRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );
}
