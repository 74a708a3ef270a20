import {
  adminApi,
  type Endpoint,
  handlerApi,
  noteApi,
  outboxApi,
  oversightApi,
  sysadminApi,
} from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideExclusions } from '../data/report-exclusions.repository.ts';
import { cleanPendingAttachments } from '../features/attachments/clean-attachments.ts';
import { call } from '../test-support/api.ts';
import {
  type Admin,
  makeAdmin,
  makeCompany,
  makeGroup,
  makeSysadmin,
  signInAdmin,
} from '../test-support/factories.ts';
import { failedMail } from '../test-support/mails.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { commentForm, fileReport, pdfBytes, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { registeredRoutes } from './route.ts';

// An admin excluded from a report (conflict of interest) must learn nothing of it: every admin route that names a
// report, or something of one, answers exactly as for one that does not exist, and the list, its counts, its
// keyword search and the export leave it out. Every such route the server registers is walked, so a new one is
// checked (or this test fails until it is).

type Headers = Record<string, string>;
/** No report, comment, note or attachment has this id. */
const MISSING = 2_000_000_000;

const routeOf = (method: string, path: string) =>
  ({ method, path, audience: 'public', summary: path }) as Endpoint;

describe('a conflict-of-interest exclusion leaks nothing', () => {
  let t: TestApp;
  let excluded: { admin: Admin; headers: Headers };
  let handler: Headers;
  /** The report's oversight (the system admins, by default): decides the exclusion, and still reaches the report. */
  let oversight: Headers;
  let hidden: number;
  let hiddenReceipt: string;
  /** What each route names, on the hidden report: params, query, payload; `ids` picks the hidden or missing ids. */
  let requests: Record<string, (ids: Ids, byHandler?: boolean) => object>;
  type Ids = { post: number; attachment: number; comment: number; note: number; commentFile: number };
  let hiddenIds: Ids;
  const missingIds: Ids = {
    post: MISSING,
    attachment: MISSING,
    comment: MISSING,
    note: MISSING,
    commentFile: MISSING,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const company = await makeCompany(db, '이해충돌상사');
    const group = await makeGroup(db, { menus: ['/adminreport'], companies: [company] });
    const handlerAdmin = await makeAdmin(db, group);
    const excludedAdmin = await makeAdmin(db, group);
    handler = await signInAdmin(t.app, handlerAdmin.loginId);
    excluded = { admin: excludedAdmin, headers: await signInAdmin(t.app, excludedAdmin.loginId) };
    const file = async (title: string, files: { name: string; data: Buffer }[] = []) => {
      const receipt = (await fileReport(t.app, reportForm(company, { title }, files))).json().receiptNumber;
      return { receipt: receipt as string, id: await postIdOf(db, receipt) };
    };
    const h = await file('이해충돌 대상 제보', [{ name: '증빙.pdf', data: pdfBytes(300) }]);
    hidden = h.id;
    hiddenReceipt = h.receipt;
    await file('보이는 제보');
    // The attachment as it is a moment after the report came in: looked at by the cleaner.
    await cleanPendingAttachments(t.deps);
    const comment = await call(t.app, adminApi.comment, {
      params: { postId: hidden },
      headers: handler,
      payload: commentForm('확인 중입니다.', [{ name: '작성 양식.txt', data: Buffer.from('양식') }]),
    });
    const note = await call(t.app, noteApi.addNote, {
      params: { postId: hidden },
      headers: handler,
      payload: { content: '내부 메모' },
    });
    const attachment = await db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', hidden)
      .where('comment_id', 'is', null)
      .executeTakeFirstOrThrow();
    hiddenIds = {
      post: hidden,
      attachment: attachment.id,
      comment: comment.json().id,
      note: note.json().id,
      commentFile: comment.json().files[0].id,
    };
    const setAssignees = await call(t.app, handlerApi.setAssignees, {
      params: { postId: hidden },
      headers: handler,
      payload: { adminUserIds: [handlerAdmin.id] },
    });
    expect(setAssignees.statusCode).toBe(200);
    const ask = await call(t.app, handlerApi.setExclusions, {
      params: { postId: hidden },
      headers: handler,
      payload: { adminUserIds: [excludedAdmin.id] },
    });
    expect(ask.statusCode).toBe(200);
    oversight = await makeSysadmin(t.app, db);
    const exclude = await call(t.app, oversightApi.decideExclusions, {
      params: { postId: hidden },
      headers: oversight,
      payload: { adminUserIds: [excludedAdmin.id] },
    });
    expect(exclude.statusCode).toBe(200);
    requests = {
      'GET /api/admin/posts/:id': (i) => ({ params: { id: i.post } }),
      'PATCH /api/admin/posts/:id': (i) => ({ params: { id: i.post }, query: { postStatus: 'RECEIVED' } }),
      'GET /api/admin/attachfile/:id': (i) => ({ params: { id: i.attachment } }),
      'GET /api/admin/attachfile/:id/original': (i) => ({ params: { id: i.attachment } }),
      'GET /api/admin/commentfile/:id': (i) => ({ params: { id: i.commentFile } }),
      'GET /api/admin/commentfile/:id/original': (i) => ({ params: { id: i.commentFile } }),
      'POST /api/admin/posts/:postId/comment': (i) => ({
        params: { postId: i.post },
        payload: { content: '답' },
      }),
      'PATCH /api/admin/posts/:commentId/comment': (i) => ({
        params: { commentId: i.comment },
        payload: { content: '고친 답' },
      }),
      'GET /api/admin/posts/:postId/notes': (i) => ({ params: { postId: i.post } }),
      'POST /api/admin/posts/:postId/notes': (i) => ({
        params: { postId: i.post },
        payload: { content: '메모' },
      }),
      'PATCH /api/admin/notes/:noteId': (i) => ({
        params: { noteId: i.note },
        payload: { content: '고친 메모' },
      }),
      'GET /api/admin/posts/:postId/assignees': (i) => ({ params: { postId: i.post } }),
      'PUT /api/admin/posts/:postId/assignees': (i, byHandler) => ({
        params: { postId: i.post },
        payload: { adminUserIds: [byHandler ? handlerAdmin.id : excludedAdmin.id] },
      }),
      'GET /api/admin/posts/:postId/exclusions': (i) => ({ params: { postId: i.post } }),
      // Its own exclusion cannot be lifted by the excluded admin: the report is not there for it.
      'PUT /api/admin/posts/:postId/exclusions': (i, byHandler) => ({
        params: { postId: i.post },
        payload: { adminUserIds: byHandler ? [excludedAdmin.id] : [] },
      }),
      // The oversight's routes: the excluded admin holds no oversight (403 on any report); the oversight reaches it.
      'GET /api/admin/oversight/posts/:postId': (i) => ({ params: { postId: i.post } }),
      'PUT /api/admin/oversight/posts/:postId/exclusions': (i, byOversight) => ({
        params: { postId: i.post },
        payload: { adminUserIds: byOversight ? [excludedAdmin.id] : [] },
      }),
      'PUT /api/admin/oversight/posts/:postId/assignees': (i, byOversight) => ({
        params: { postId: i.post },
        payload: { adminUserIds: byOversight ? [handlerAdmin.id] : [excludedAdmin.id] },
      }),
      'POST /api/admin/oversight/posts/:postId/release': (i) => ({ params: { postId: i.post } }),
    };
  });
  afterAll(() => t?.close());

  /** Admin routes naming a record: all of them name a report or something of one. */
  const recordRoutes = () =>
    registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/admin/') && r.url.includes(':'))
      .map((r) => `${r.method} ${r.url}`);

  it('answers every admin route on the report exactly as for a report that does not exist', async () => {
    const keys = recordRoutes();
    expect(
      keys.filter((k) => !(k in requests)),
      'admin routes this test does not know',
    ).toEqual([]);
    for (const key of keys) {
      const [method, path] = key.split(' ') as [string, string];
      const ask = (ids: Ids) =>
        call(t.app, routeOf(method, path), { ...requests[key]?.(ids), headers: excluded.headers });
      const [onHidden, onMissing] = [await ask(hiddenIds), await ask(missingIds)];
      const ofOversight = path.startsWith('/api/admin/oversight/');
      expect(onHidden.statusCode, key).toBe(ofOversight ? 403 : 404);
      expect({ status: onHidden.statusCode, body: onHidden.body }, key).toEqual({
        status: onMissing.statusCode,
        body: onMissing.body,
      });
      // The handler (or, on its routes, the oversight) still reaches it: the 404 is the exclusion, not a broken
      // request. The report is not held: releasing it answers 409, not 404.
      const byHandler = await call(t.app, routeOf(method, path), {
        ...requests[key]?.(hiddenIds, true),
        headers: ofOversight ? oversight : handler,
      });
      if (key.endsWith('/release')) expect(byHandler.statusCode, key).toBe(409);
      else expect(byHandler.statusCode, `${key} for the handler`).toBeLessThan(400);
    }
  });

  it('leaves the report out of the list, its counts, keyword search, company filter and export', async () => {
    const list = async (query: Record<string, string>) =>
      (await call(t.app, adminApi.posts, { headers: excluded.headers, query })).json();
    const queries: Record<string, string>[] = [
      {},
      { keyword: '이해충돌' },
      { keyword: hiddenReceipt.slice(0, 6) },
      { sort: 'commentCreatedDate,desc' },
      { sort: 'dueDate,asc' },
      { due: 'week' },
      { due: 'overdue' },
      { assignee: 'me' },
      { companyType: '' },
    ];
    for (const query of queries) {
      const body = await list(query);
      const ids = body.board.content.map((r: { id: number }) => r.id);
      expect(ids, JSON.stringify(query)).not.toContain(hidden);
      expect(body.board.totalElements).toBe(ids.length);
      expect(body.statusCountMap.전체).toBe(ids.length);
      expect(body.overdueCount).toBe(0);
      expect(JSON.stringify(body)).not.toContain(hiddenReceipt);
    }
    expect((await list({})).statusCountMap).toMatchObject({ 전체: 1, 접수대기: 1 });
    expect((await list({ keyword: '이해충돌' })).statusCountMap.전체).toBe(0);
    // The handler sees both.
    const handlers = (await call(t.app, adminApi.posts, { headers: handler })).json();
    expect(handlers.statusCountMap.전체).toBe(2);

    const res = await call(t.app, adminApi.exportPosts, { headers: excluded.headers });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록');
    expect(sheet?.rowCount).toBe(2);
    const cells: string[] = [];
    sheet?.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.join(' ')).not.toContain(hiddenReceipt);
    expect(cells.join(' ')).not.toContain('이해충돌 대상');
  });
  it("keeps the report's rows out of the system screens of an excluded system admin: audit trail and outbox", async () => {
    const db = t.database.db;
    const [inside, outside] = [await makeAdmin(db, 'sysadmin'), await makeAdmin(db, 'sysadmin')];
    await decideExclusions(db, hidden, [excluded.admin.id, inside.id], excluded.admin.id, new Date());
    const mail = await failedMail(t.deps, 'handler@audit.example', hidden);
    const other = await failedMail(t.deps, 'team@audit.example');
    const [insideHeaders, outsideHeaders] = [
      await signInAdmin(t.app, inside.loginId),
      await signInAdmin(t.app, outside.loginId),
    ];
    /** Every row of the audit trail the admin is shown, page by page. */
    const trail = async (headers: Headers) => {
      const rows: { entity: string; entityId: string }[] = [];
      for (let page = 0; ; page++) {
        const body = (await call(t.app, sysadminApi.audit, { headers, query: { page } })).json();
        rows.push(...body.content);
        if (page + 1 >= body.totalPages) return { total: body.totalElements as number, rows };
      }
    };
    const idsOn = async (table: 'comments' | 'report_notes') =>
      (await db.selectFrom(table).select('id').where('post_id', '=', hidden).execute()).map((r) =>
        String(r.id),
      );
    const hiddenRecords: Record<string, string[]> = {
      post: [String(hidden)],
      comment: await idsOn('comments'),
      note: await idsOn('report_notes'),
    };
    const about = (rows: { entity: string; entityId: string }[]) =>
      rows.filter((r) => hiddenRecords[r.entity]?.includes(r.entityId));
    const [seen, unseen] = [await trail(outsideHeaders), await trail(insideHeaders)];
    // The handler set its handlers and the exclusion, and wrote a note: three rows the others see.
    expect(about(seen.rows).length).toBeGreaterThanOrEqual(3);
    expect(about(unseen.rows)).toEqual([]);
    expect(unseen.total).toBe(seen.total - about(seen.rows).length);
    expect(unseen.rows).toHaveLength(unseen.total);

    const outbox = async (headers: Headers) =>
      (await call(t.app, outboxApi.outbox, { headers, query: { page: 0 } }))
        .json()
        .content.map((m: { id: number }) => m.id);
    expect(await outbox(outsideHeaders)).toEqual(expect.arrayContaining([mail, other]));
    expect(await outbox(insideHeaders)).toEqual(expect.arrayContaining([other]));
    expect(await outbox(insideHeaders)).not.toContain(mail);
    // Its mail cannot be retried by the excluded admin either: the answer of a mail that does not exist.
    const retry = (id: number, headers: Headers) =>
      call(t.app, outboxApi.retryMail, { params: { id }, headers });
    const [onHidden, onMissing] = [await retry(mail, insideHeaders), await retry(MISSING, insideHeaders)];
    expect({ status: onHidden.statusCode, body: onHidden.body }).toEqual({
      status: onMissing.statusCode,
      body: onMissing.body,
    });
    expect((await retry(mail, outsideHeaders)).statusCode).toBe(200);
  });
});
