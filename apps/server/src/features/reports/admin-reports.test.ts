import { COMMENT_MESSAGES, REPORT_NOT_FOUND } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test-support/admins.ts';
import { fileReport, pdfBytes, reportAndSignIn, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

type Headers = Record<string, string>;

describe('admin report handling, scoped to the group', () => {
  let t: TestApp;
  let holding: Headers;
  let electronics: Headers;
  let foods: Headers;
  let foodsReceipt: string;
  let foodsPostId: number;
  let electronicsPostId: number;

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const idOf = async (receipt: string) =>
    (
      await t.database.db
        .selectFrom('posts')
        .select('id')
        .where('receipt_number', '=', receipt)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await buildTestApp();
    holding = await adminHeaders(t.app, t.database.db, 'holding.admin', '지주 감사팀');
    electronics = await adminHeaders(t.app, t.database.db, 'elec.admin', '전자 감사팀');
    foods = await adminHeaders(t.app, t.database.db, 'foods.admin', '푸드 감사팀');
    const filed = await fileReport(
      t.app,
      reportForm({ companyType: 'GARAM_FOODS', title: '푸드 제보' }, [
        { name: '영수증.pdf', data: pdfBytes(500) },
      ]),
    );
    foodsReceipt = filed.json().receiptNumber;
    foodsPostId = await idOf(foodsReceipt);
    const elec = await fileReport(
      t.app,
      reportForm({
        companyType: 'GARAM_ELECTRONICS',
        title: '=HYPERLINK("http://x","click")',
        postType: 'PRIVATE',
      }),
    );
    electronicsPostId = await idOf(elec.json().receiptNumber);
  });
  afterAll(() => t.close());

  it('lists only the reports of the companies mapped to the group, with status counts', async () => {
    const mine = (await get('/api/admin/posts', electronics)).json();
    expect(mine.board.content.map((r: { id: number }) => r.id)).toEqual([electronicsPostId]);
    expect(mine.statusCountMap).toEqual({ 전체: 1, 접수대기: 1, 접수완료: 0, 처리중: 0, 처리완료: 0 });
    const all = (await get('/api/admin/posts', holding)).json();
    expect(all.board.totalElements).toBe(2);
    expect((await get('/api/admin/companyTypeMaps/combo', electronics)).json()).toEqual([
      { code: 'GARAM_ELECTRONICS', title: '가람누리전자' },
    ]);
    expect((await get('/api/admin/companyTypeMaps/combo', holding)).json()).toHaveLength(7);
  });

  // Out of scope answers as not found everywhere, a company filter included (it was 403 before the
  // consolidation issue made every out-of-scope answer the same).
  it('answers a company filter outside the scope as not found', async () => {
    for (const url of [
      '/api/admin/posts?companyType=GARAM_FOODS',
      '/api/admin/posts.xls?companyType=GARAM_FOODS',
    ]) {
      const res = await get(url, electronics);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REPORT_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });

  it("answers every report call on another group's report with 404 and changes nothing", async () => {
    const foreign = foodsPostId;
    const attachment = await t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', foreign)
      .executeTakeFirstOrThrow();
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${foreign}/comment`,
      headers: foods,
      payload: { content: '푸드팀 답변', postId: foreign },
    });
    expect(comment.statusCode).toBe(200);
    const calls = [
      get(`/api/admin/posts/${foreign}`, electronics),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/posts/${foreign}?postStatus=COMPLETED`,
        headers: electronics,
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/posts/${foreign}/comment`,
        headers: electronics,
        payload: { content: '침입', postId: foreign },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/posts/${comment.json().id}/comment`,
        headers: electronics,
        payload: { content: '변조' },
      }),
      get(`/api/admin/attachfile/${attachment.id}`, electronics),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REPORT_NOT_FOUND);
    }
    const post = await t.database.db
      .selectFrom('posts')
      .select(['status_code', 'comment_count'])
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ status_code: 'WAITING', comment_count: 1 });
    const accessRows = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select('admin_login_id')
      .where('admin_login_id', '=', 'elec.admin')
      .execute();
    expect(accessRows).toEqual([]);
  });

  it('shows the detail with contact data for a real-name report and logs the access', async () => {
    const res = await t.app.inject({
      url: `/api/admin/posts/${foodsPostId}`,
      headers: foods,
      remoteAddress: '10.20.30.40',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      receiptNumber: foodsReceipt,
      postType: 'PUBLIC',
      title: '푸드 제보',
      user: {
        name: '홍길동',
        phoneNumber: '010-1234-5678',
        email: 'reporter@example.com',
        loginSuccessCount: 0,
        lastLoginDate: null,
      },
      attachFiles: [{ clientFilename: '영수증.pdf', size: 500 }],
    });
    const log = await t.database.db
      .selectFrom('personal_data_access_logs')
      .selectAll()
      .where('admin_login_id', '=', 'foods.admin')
      .where('action', '=', 'VIEW_REPORT')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ post_id: foodsPostId, receipt_number: foodsReceipt, ip: '10.20.30.40' });
  });

  it('never shows contact data of an anonymous report', async () => {
    const detail = (await get(`/api/admin/posts/${electronicsPostId}`, electronics)).json();
    expect(detail.user).toMatchObject({ name: null, phoneNumber: null, email: null });
  });

  it('shows the reporter check info after the reporter looked', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, { companyType: 'GARAM_FOODS' });
    await t.app.inject({ url: '/api/informant/posts/mypost', headers: { authorization: `Bearer ${token}` } });
    const detail = (await get(`/api/admin/posts/${await idOf(receiptNumber)}`, foods)).json();
    expect(detail.user.loginSuccessCount).toBe(1);
    expect(detail.user.lastLoginDate).not.toBeNull();
  });

  it('changes the status, records completion and audits the change', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, { companyType: 'GARAM_LOGISTICS' });
    const id = await idOf(receiptNumber);
    const patch = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/posts/${id}?postStatus=${status}`, headers: holding });
    expect((await patch('IN_PROGRESS')).json()).toEqual({ postStatus: 'IN_PROGRESS' });
    expect((await patch('DONE')).statusCode).toBe(400);
    expect((await patch('COMPLETED')).json()).toEqual({ postStatus: 'COMPLETED' });
    const row = await t.database.db
      .selectFrom('posts')
      .select(['status_code', 'completed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe('COMPLETED');
    expect(row.completed_at).toBeInstanceOf(Date);
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.after)).toEqual([{ status: 'IN_PROGRESS' }, { status: 'COMPLETED' }]);
    const mine = (
      await t.app.inject({
        url: '/api/informant/posts/mypost',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(mine.status).toEqual({ statusCode: 'COMPLETED', statusTitle: '처리완료' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${id}/comment`,
      headers: holding,
      payload: { content: '늦은 답변' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('lets an admin comment, edit only their own comments, and shows them to the reporter as the audit office', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, { companyType: 'GARAM_FOODS' });
    const id = await idOf(receiptNumber);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${id}/comment`,
      headers: foods,
      payload: { content: '확인했습니다.\n조사하겠습니다.', postId: id },
    });
    expect(post.json()).toMatchObject({
      content: '확인했습니다.<br>조사하겠습니다.',
      canUpdateComment: true,
      user: { role: 'ROLE_ADMIN' },
    });
    const commentId = post.json().id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/posts/${id}/comment`,
          headers: foods,
          payload: { content: '  ' },
        })
      ).json().message,
    ).toBe(COMMENT_MESSAGES.required);
    const byOther = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/posts/${commentId}/comment`,
      headers: holding,
      payload: { content: '남의 글 수정' },
    });
    expect(byOther.statusCode).toBe(403);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/posts/${commentId}/comment`,
      headers: foods,
      payload: { content: '수정된 답변', commentId },
    });
    expect(edit.json().content).toBe('수정된 답변');
    const holdingView = (await get(`/api/admin/posts/${id}`, holding)).json();
    expect(holdingView.comments[0]).toMatchObject({ content: '수정된 답변', canUpdateComment: false });
    const reporterView = (
      await t.app.inject({
        url: '/api/informant/posts/mypost',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(reporterView.comments[0]).toMatchObject({
      content: '수정된 답변',
      user: { name: '감사실', role: 'ROLE_ADMIN' },
    });
  });

  it('downloads an attachment byte-identical and logs it', async () => {
    const attachment = await t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', foodsPostId)
      .executeTakeFirstOrThrow();
    const res = await get(`/api/admin/attachfile/${attachment.id}`, foods);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes(500))).toBe(true);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('영수증.pdf')}`,
    );
    const logged = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select('action')
      .where('action', '=', 'DOWNLOAD_ATTACHMENT')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('exports a real xlsx with the same scope, formula-looking text as text, and logs the export', async () => {
    const res = await get('/api/admin/posts.xls', electronics);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%EC%82%AC%EC%9D%B4%EB%B2%84/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    expect(sheet.getRow(1).getCell(8).value).toBe('제목');
    expect(sheet.rowCount).toBe(2);
    const title = sheet.getRow(2).getCell(8);
    expect(title.value).toBe('\'=HYPERLINK("http://x","click")');
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.formula).toBeUndefined();
    const logged = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select(['detail'])
      .where('action', '=', 'EXPORT_REPORTS')
      .execute();
    expect(logged[0]?.detail).toContain('rows=1');
  });
});

describe('admin report list: paging, sort and search', () => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app, t.database.db, 'list.admin', '지주 감사팀');
    for (let i = 1; i <= 23; i++) {
      t.clock.advance(60_000);
      await fileReport(
        t.app,
        reportForm({
          postType: 'PRIVATE',
          companyType: i % 2 ? 'GARAM_TRADING' : 'GARAM_LOGISTICS',
          title: `제보 ${i}${i === 7 ? ' 횡령 의혹' : ''}`,
        }),
      );
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await t.app.inject({ url: `/api/admin/posts?${query}`, headers })).json();

  it('pages by 10 from zero, newest first', async () => {
    const first = await list('page=0');
    expect(first.board).toMatchObject({ totalElements: 23, totalPages: 3, number: 0, size: 10 });
    expect(first.board.content[0].title).toBe('제보 23');
    const last = await list('page=2');
    expect(last.board.content.map((r: { title: string }) => r.title)).toEqual(['제보 3', '제보 2', '제보 1']);
    expect((await list('page=9')).board.content).toEqual([]);
  });

  it('filters by company and keeps the counts of that filter', async () => {
    const trading = await list('companyType=GARAM_TRADING');
    expect(trading.board.totalElements).toBe(12);
    expect(trading.statusCountMap.전체).toBe(12);
  });

  it('searches titles and receipt numbers, counting only the matches', async () => {
    const hit = await list('keyword=횡령');
    expect(hit.board.content.map((r: { title: string }) => r.title)).toEqual(['제보 7 횡령 의혹']);
    expect(hit.statusCountMap).toMatchObject({ 전체: 1, 접수대기: 1 });
    const receipt = hit.board.content[0].receiptNumber as string;
    const byReceipt = await list(`keyword=${receipt.slice(0, 4)}-${receipt.slice(4, 8)}`);
    expect(byReceipt.board.content.map((r: { receiptNumber: string }) => r.receiptNumber)).toContain(receipt);
  });

  it('sorts by latest comment', async () => {
    const target = (await list('page=2')).board.content[0];
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${target.id}/comment`,
      headers,
      payload: { content: '답변' },
    });
    const byComment = await list('sort=commentCreatedDate,desc');
    expect(byComment.board.content[0].id).toBe(target.id);
    expect(byComment.board.content[0].commentCount).toBe(1);
    expect((await t.app.inject({ url: '/api/admin/posts?sort=title,asc', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/posts?page=-1', headers })).statusCode).toBe(400);
  });
});
