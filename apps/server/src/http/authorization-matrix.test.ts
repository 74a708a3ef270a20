import { adminApi, commentBody, type Endpoint, noteApi, sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGroupMenu } from '../data/group-menus.repository.ts';
import { cleanPendingAttachments } from '../features/attachments/clean-attachments.ts';
import { call } from '../test-support/api.ts';
import {
  ADMIN_PASSWORD,
  bearer,
  makeAdmin,
  makeCompany,
  makeGroup,
  signInAdmin,
} from '../test-support/factories.ts';
import { failedMail } from '../test-support/mails.ts';
import { postIdOf } from '../test-support/report-world.ts';
import {
  commentForm,
  pdfBytes,
  reportAndSignIn,
  reportForm,
  signin,
  VALID_PASSWORD,
} from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { testCipherOf } from '../test-support/test-keys.ts';
import { CALLERS, type Caller, EXPECTED, NOT_CHECKED } from './authorization-matrix.expected.ts';
import { registeredRoutes } from './route.ts';

// Every route the server registered, called as each kind of caller, compared with the table next to this file.

/** A registered route as an endpoint to call (who may call it is what the test finds out). */
const routeOf = (method: string, path: string) =>
  ({ method, path, audience: 'public', summary: path }) as Endpoint;

type Request = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  payload?: object | FormData;
};

describe('authorization matrix', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const headers = {} as Record<Caller, Record<string, string>>;
  /** A new session for a caller, for calls that end the session they are made with. */
  const fresh = {} as Record<Caller, () => Promise<Record<string, string>>>;
  let requests: Record<string, () => Promise<Request>>;

  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
    const db = t.database.db;
    const [companyA, companyB] = [await makeCompany(db), await makeCompany(db)];
    const groupX = await makeGroup(db, { menus: ['/adminreport'], companies: [companyA] });
    const groupY = await makeGroup(db, { menus: ['/adminreport'], companies: [companyB] });
    const menuOnly = await makeGroup(db, { menus: ['/adminmenu'] });
    const admins = {
      'admin X': await makeAdmin(db, groupX),
      'admin Y': await makeAdmin(db, groupY),
      'menu-only': await makeAdmin(db, menuOnly),
      'system admin': await makeAdmin(db, 'sysadmin'),
    };
    const a = await reportAndSignIn(app, companyA, {}, [{ name: '증빙.pdf', data: pdfBytes(300) }]);
    const b = await reportAndSignIn(app, companyB, { postType: 'PRIVATE' });
    const reportA = await postIdOf(db, a.receiptNumber);
    // Report A's attachment as it is a moment after the report came in: looked at by the cleaner.
    await cleanPendingAttachments(t.deps);
    const reporterSession = async (receipt: string) =>
      bearer((await signin(app, receipt, VALID_PASSWORD)).json().token);
    fresh.anonymous = async () => ({});
    fresh['reporter A'] = () => reporterSession(a.receiptNumber);
    fresh['reporter B'] = () => reporterSession(b.receiptNumber);
    for (const [caller, admin] of Object.entries(admins)) {
      fresh[caller as Caller] = () => signInAdmin(app, admin.loginId);
    }
    for (const caller of CALLERS) headers[caller] = await fresh[caller]();

    // What the calls name: report A's attachment, a comment and a note of admin X on it, a spare group, menu, admin
    // and mapping.
    const attachment = await db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', reportA)
      .executeTakeFirstOrThrow();
    const comment = await call(app, adminApi.comment, {
      params: { postId: reportA },
      headers: headers['admin X'],
      payload: commentForm('확인하겠습니다.', [{ name: '양식.txt', data: Buffer.from('작성 양식') }]),
    });
    const commentId = comment.json().id as number;
    const commentFileId = comment.json().files[0].id as number;
    const note = await call(app, noteApi.addNote, {
      params: { postId: reportA },
      headers: headers['admin X'],
      payload: { content: '내부 검토 메모' },
    });
    const noteId = note.json().id as number;
    const menu = await call(app, sysadminApi.createMenu, {
      headers: headers['system admin'],
      payload: { name: '예비 메뉴', orderSeq: 90, url: '/matrix-spare', description: '' },
    });
    const menuId = menu.json().id as number;
    // A spare group mapped to a spare company: the mapping the sysadmin calls name.
    const spareCompany = await makeCompany(db, '권한 표 예비 회사');
    const spare = await makeGroup(db, { name: '권한 표 예비 그룹', companies: [spareCompany] });
    const { id: mapId } = await db
      .selectFrom('company_type_maps')
      .select('id')
      .where('group_id', '=', spare.id)
      .executeTakeFirstOrThrow();
    const spareAdmin = await makeAdmin(db, spare);
    let n = 0;
    const unique = () => `${Date.now().toString(36)}${++n}`;
    const none = { adminUserIds: [] };
    const plain =
      (r: Request = {}) =>
      async () =>
        r;
    const confirmedOnSpare = plain({
      params: { id: spareAdmin.id },
      payload: { currentPassword: ADMIN_PASSWORD },
    });
    requests = {
      'POST /api/informant/posts': async () => ({ payload: reportForm(companyA, { title: '권한 표 제보' }) }),
      'POST /api/informant/signin': plain({
        payload: { loginId: a.receiptNumber, password: VALID_PASSWORD, timestamp: 1 },
      }),
      'POST /api/admin/signin': plain({
        payload: { loginId: admins['admin Y'].loginId, password: ADMIN_PASSWORD, timestamp: 1 },
      }),
      'POST /api/admin/signin/second-factor': plain({ payload: { signinToken: 'unknown', code: '123456' } }),
      'POST /api/admin/signin/enrollment': plain({ payload: { signinToken: 'unknown' } }),
      'POST /api/admin/signin/enrollment/confirm': plain({
        payload: { signinToken: 'unknown', code: '123456' },
      }),
      'GET /api/admin/password-setup': plain({ query: { token: 'unknown-link-token' } }),
      'POST /api/admin/password-setup': plain({
        payload: {
          token: 'unknown-link-token',
          password: 'Matrix#Pass2026',
          passwordConfirm: 'Matrix#Pass2026',
        },
      }),
      'GET /api/admin/first-admin': plain({ query: { token: 'unknown-link-token' } }),
      'POST /api/admin/first-admin': plain({
        payload: {
          token: 'unknown-link-token',
          loginId: 'matrix.first',
          name: '첫 관리자',
          password: 'Matrix#Pass2026',
          passwordConfirm: 'Matrix#Pass2026',
        },
      }),
      'POST /api/informant/posts/:postId/comment': plain({
        params: { postId: reportA },
        payload: commentBody.parse({ content: '추가로 말씀드립니다.' }),
      }),
      'GET /api/admin/posts/:id': plain({ params: { id: reportA } }),
      'PATCH /api/admin/posts/:id': plain({ params: { id: reportA }, query: { postStatus: 'RECEIVED' } }),
      'GET /api/admin/attachfile/:id': plain({ params: { id: attachment.id } }),
      'GET /api/admin/attachfile/:id/original': plain({ params: { id: attachment.id } }),
      'GET /api/informant/commentfile/:id': plain({ params: { id: commentFileId } }),
      'GET /api/admin/commentfile/:id': plain({ params: { id: commentFileId } }),
      'GET /api/admin/commentfile/:id/original': plain({ params: { id: commentFileId } }),
      'POST /api/admin/posts/:postId/comment': plain({
        params: { postId: reportA },
        payload: { content: '답변' },
      }),
      'PATCH /api/admin/posts/:commentId/comment': plain({
        params: { commentId },
        payload: { content: '고친 답변' },
      }),
      'GET /api/admin/posts/:postId/notes': plain({ params: { postId: reportA } }),
      'POST /api/admin/posts/:postId/notes': plain({
        params: { postId: reportA },
        payload: { content: '메모' },
      }),
      'PATCH /api/admin/notes/:noteId': plain({ params: { noteId }, payload: { content: '고친 메모' } }),
      // Handlers, exclusions and the oversight's calls on report A, each with an empty list of admins.
      ...Object.fromEntries(
        [
          'GET /api/admin/posts/:postId/assignees',
          'PUT /api/admin/posts/:postId/assignees',
          'GET /api/admin/posts/:postId/exclusions',
          'PUT /api/admin/posts/:postId/exclusions',
          'GET /api/admin/oversight/posts/:postId',
          'PUT /api/admin/oversight/posts/:postId/exclusions',
          'PUT /api/admin/oversight/posts/:postId/assignees',
          'POST /api/admin/oversight/posts/:postId/release',
        ].map((key) => [
          key,
          plain({ params: { postId: reportA }, payload: key.startsWith('PUT') ? none : undefined }),
        ]),
      ),
      'POST /api/sysadmin/groups': async () => ({
        payload: { name: `표 그룹 ${unique()}`, description: '' },
      }),
      'PATCH /api/sysadmin/groups/:id': plain({
        params: { id: spare.id },
        payload: { name: spare.name, description: '바뀐 설명', status: 'ENABLED' },
      }),
      'POST /api/sysadmin/Menus': async () => ({
        payload: { name: '표 메뉴', orderSeq: 91, url: `/matrix-${unique()}`, description: '' },
      }),
      'PATCH /api/sysadmin/Menus/:id': plain({
        params: { id: menuId },
        payload: {
          name: '예비 메뉴',
          orderSeq: 92,
          url: '/matrix-spare',
          description: '',
          status: 'ENABLED',
        },
      }),
      'GET /api/sysadmin/GroupMenus/:groupId': plain({ params: { groupId: spare.id } }),
      'POST /api/sysadmin/GroupMenus': async () => {
        const group = await makeGroup(db);
        return { payload: { menu_id: menuId, user_group_id: group.id } };
      },
      'DELETE /api/sysadmin/GroupMenus/:group_menu_id': async () => {
        const group = await makeGroup(db);
        const granted = await insertGroupMenu(db, testCipherOf(db), group.id, menuId, new Date());
        return { params: { group_menu_id: granted.id } };
      },
      'POST /api/sysadmin/users': async () => ({
        payload: { loginId: `matrix.${unique()}`, name: '표 관리자', email: '', groupId: spare.id },
      }),
      'PATCH /api/sysadmin/users/:id': plain({
        params: { id: spareAdmin.id },
        payload: { name: '예비 관리자', email: '', groupId: spare.id, status: 'ENABLED' },
      }),
      'POST /api/sysadmin/users/:id/password-link': confirmedOnSpare,
      'POST /api/sysadmin/users/:id/second-factor-reset': confirmedOnSpare,
      'POST /api/sysadmin/companyTypeMaps': async () => ({
        payload: { companyName: `표 회사 ${unique()}`, newCompany: true, groupId: spare.id, orderSeq: 3 },
      }),
      'PATCH /api/sysadmin/companyTypeMaps/:id': plain({
        params: { id: mapId },
        payload: { companyName: spareCompany.title, groupId: spare.id, orderSeq: 2, status: 'ENABLED' },
      }),
      'PATCH /api/sysadmin/settings': plain({ payload: { acknowledgementDays: 7, feedbackMonths: 3 } }),
      'POST /api/sysadmin/outbox/:id/retry': async () => ({ params: { id: await failedMail(t.deps) } }),
    };
  });
  afterAll(() => t?.close());

  const routeKeys = () =>
    registeredRoutes(app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !NOT_CHECKED.has(k));

  it('has a row for every registered route, and a route for every row', () => {
    const keys = routeKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(
      keys.filter((k) => !(k in EXPECTED)),
      'routes without an expected row',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers each caller as the table says', async () => {
    const actual: Record<string, string> = {};
    for (const key of routeKeys()) {
      const [method, path] = key.split(' ') as [string, string];
      const endsSession = path.endsWith('/signout');
      const statuses: number[] = [];
      for (const caller of CALLERS) {
        const request = await (requests[key] ?? (async () => ({})))();
        const res = await call(app, routeOf(method, path), {
          ...request,
          headers: endsSession ? await fresh[caller]() : headers[caller],
        });
        statuses.push(res.statusCode);
      }
      actual[key] = statuses.join(' ');
    }
    // One comparison of the whole table, so a failure lists every difference at once.
    const expected = Object.fromEntries(Object.keys(actual).map((k) => [k, EXPECTED[k]]));
    expect(actual).toEqual(expected);
  });
});
