import { adminApi, REPORT_NOT_FOUND } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, type Company, makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('admin report list, scoped to the group', () => {
  const s = withReportWorld();

  it('lists only the reports of the companies mapped to the group, with status counts', async () => {
    const mine = (await call(s.t.app, adminApi.posts, { headers: s.w.electronicsTeam.headers })).json();
    expect(mine.board.content.map((r: { id: number }) => r.id)).toEqual([s.w.electronicsReport.id]);
    expect(mine.statusCountMap).toEqual({ 전체: 1, 접수대기: 1, 접수완료: 0, 처리중: 0, 처리완료: 0 });
    const all = (await call(s.t.app, adminApi.posts, { headers: s.w.headOffice.headers })).json();
    expect(all.board.totalElements).toBe(2);
    const { electronics } = s.w.companies;
    expect(
      (await call(s.t.app, adminApi.companyCombo, { headers: s.w.electronicsTeam.headers })).json(),
    ).toEqual([{ code: electronics.code, title: electronics.title }]);
    expect(
      (await call(s.t.app, adminApi.companyCombo, { headers: s.w.headOffice.headers })).json(),
    ).toHaveLength(Object.keys(s.w.companies).length);
  });

  // Out of scope answers as not found everywhere, a company filter included (it was 403 before the consolidation
  // issue made every out-of-scope answer the same). The list checks the filter's company in its counts' statement,
  // whose shape differs with the other filters: each shape is tried, and a company of the scope without reports,
  // which must not be taken for one outside it.
  it('answers a company filter outside the scope as not found', async () => {
    const filters = [
      {},
      { keyword: '제보' },
      { due: 'overdue' },
      { assignee: 'me' },
      { sort: 'dueDate,asc' },
    ];
    const headers = s.w.headOffice.headers;
    for (const extra of filters) {
      for (const companyType of [s.w.companies.foods.code, 'NO_SUCH_COMPANY']) {
        for (const endpoint of [adminApi.posts, adminApi.exportPosts]) {
          const query = { ...extra, companyType };
          const res = await call(s.t.app, endpoint, { query, headers: s.w.electronicsTeam.headers });
          expect(res.statusCode, JSON.stringify(query)).toBe(404);
          expect(res.json()).toEqual({ message: REPORT_NOT_FOUND, code: 'NOT_FOUND' });
        }
      }
      const empty = await call(s.t.app, adminApi.posts, {
        query: { ...extra, companyType: s.w.companies.logistics.code },
        headers,
      });
      expect(empty.statusCode, JSON.stringify(extra)).toBe(200);
      expect(empty.json().board.totalElements).toBe(0);
      const own = await call(s.t.app, adminApi.posts, {
        query: { ...extra, companyType: s.w.companies.electronics.code },
        headers: s.w.electronicsTeam.headers,
      });
      expect(own.statusCode, JSON.stringify(extra)).toBe(200);
    }
  });
});

describe('admin report list: paging, sort and search', () => {
  let t: TestApp;
  let team: AuditTeam;
  let trading: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    trading = await makeCompany(t.database.db);
    const logistics = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [trading, logistics]);
    for (let i = 1; i <= 23; i++) {
      t.clock.advance(60_000);
      await fileReport(
        t.app,
        reportForm(i % 2 ? trading : logistics, {
          postType: 'PRIVATE',
          title: `제보 ${i}${i === 7 ? ' 횡령 의혹' : ''}`,
        }),
      );
    }
  });
  afterAll(() => t.close());

  const listRes = (query: Record<string, string | number>) =>
    call(t.app, adminApi.posts, { query, headers: team.headers });
  const list = async (query: Record<string, string | number>) => (await listRes(query)).json();

  it('pages by 10 from zero, newest first', async () => {
    const first = await list({ page: 0 });
    expect(first.board).toMatchObject({ totalElements: 23, totalPages: 3, number: 0, size: 10 });
    expect(first.board.content[0].title).toBe('제보 23');
    const last = await list({ page: 2 });
    expect(last.board.content.map((r: { title: string }) => r.title)).toEqual(['제보 3', '제보 2', '제보 1']);
    expect((await list({ page: 9 })).board.content).toEqual([]);
  });

  it('filters by company and keeps the counts of that filter', async () => {
    const filtered = await list({ companyType: trading.code });
    expect(filtered.board.totalElements).toBe(12);
    expect(filtered.statusCountMap.전체).toBe(12);
  });

  it('searches titles and receipt numbers, counting only the matches', async () => {
    const hit = await list({ keyword: '횡령' });
    expect(hit.board.content.map((r: { title: string }) => r.title)).toEqual(['제보 7 횡령 의혹']);
    expect(hit.statusCountMap).toMatchObject({ 전체: 1, 접수대기: 1 });
    const receipt = hit.board.content[0].receiptNumber as string;
    // A whole receipt number, as shown (1234-5678-...): stored only as a keyed hash, a part of one finds nothing.
    const shown = receipt.replace(/(\d{4})(?=\d)/g, '$1-');
    const byReceipt = await list({ keyword: shown });
    expect(byReceipt.board.content.map((r: { receiptNumber: string }) => r.receiptNumber)).toEqual([receipt]);
    const byPart = await list({ keyword: receipt.slice(0, 8) });
    expect(byPart.board.content.map((r: { receiptNumber: string }) => r.receiptNumber)).not.toContain(
      receipt,
    );
  });

  // The list's queries are compiled once per shape (data/compiled-query.ts): each shape must keep its own text, and
  // a text its values.
  it('keeps the searches of each shape apart: no letter, digits for titles and receipts, a company, a page', async () => {
    for (const keyword of ['!!', ' - ']) {
      const none = await list({ keyword });
      expect(none.board.content).toEqual([]);
      expect(none.statusCountMap.전체).toBe(0);
    }
    const titles = (r: { board: { content: { title: string }[] } }) => r.board.content.map((x) => x.title);
    // Digits look in titles, and for the receipt number they make whole (none of two digits).
    for (const digits of ['23', '13']) {
      const rows = (await list({ keyword: digits })).board.content as {
        title: string;
        receiptNumber: string;
      }[];
      expect(rows.map((r) => r.title)).toContain(`제보 ${digits}`);
      for (const r of rows) expect(r.title.includes(digits)).toBe(true);
    }
    expect(titles(await list({ keyword: '횡령', companyType: trading.code }))).toEqual(['제보 7 횡령 의혹']);
    expect((await list({ keyword: '횡령', companyType: trading.code, page: 1 })).board.content).toEqual([]);
    expect(titles(await list({ keyword: '제보', page: 2 }))).toEqual(['제보 3', '제보 2', '제보 1']);
    expect(titles(await list({ keyword: '제보', companyType: trading.code, page: 1 }))).toEqual([
      '제보 3',
      '제보 1',
    ]);
  });

  it('sorts by latest comment', async () => {
    const target = (await list({ page: 2 })).board.content[0];
    await call(t.app, adminApi.comment, {
      params: { postId: target.id },
      headers: team.headers,
      payload: { content: '답변' },
    });
    const byComment = await list({ sort: 'commentCreatedDate,desc' });
    expect(byComment.board.content[0].id).toBe(target.id);
    expect(byComment.board.content[0].commentCount).toBe(1);
    expect((await listRes({ sort: 'title,asc' })).statusCode).toBe(400);
    expect((await listRes({ page: -1 })).statusCode).toBe(400);
  });
});
