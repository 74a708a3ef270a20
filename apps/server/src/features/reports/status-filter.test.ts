import { adminApi, POST_STATUS_TITLES, type PostStatusCode } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import { call } from '../../test-support/api.ts';
import {
  type AuditTeam,
  type Company,
  makeAuditTeam,
  makeCompany,
  signInAdmin,
} from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { makeReport } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// The list filtered by a status (a count card, issue 31): its rows and pages are of that status, in the list's
// order, under every other filter and sort; its counts stay those of every status; the Excel export follows it.

const DAY = 86_400_000;
type Row = { id: number; status: { statusCode: PostStatusCode } };
type Query = Record<string, string | number>;

describe('the status filter of the admin list', () => {
  let t: TestApp;
  let team: AuditTeam;
  let trading: Company;
  const statusOf = new Map<number, PostStatusCode>();

  beforeAll(async () => {
    t = await buildTestApp();
    trading = await makeCompany(t.database.db);
    const foods = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [trading, foods]);
    // 13 waiting (two pages), 4 received, 3 in progress, 2 completed; then, eight days on, 4 more waiting (due within
    // the week, where the first ones are overdue).
    const plan: PostStatusCode[] = [
      ...Array<PostStatusCode>(13).fill('WAITING'),
      ...Array<PostStatusCode>(4).fill('RECEIVED'),
      ...Array<PostStatusCode>(3).fill('IN_PROGRESS'),
      ...Array<PostStatusCode>(2).fill('COMPLETED'),
    ];
    for (const [i, status] of plan.entries()) {
      t.clock.advance(60_000);
      const title = `${i % 2 ? '횡령' : '출장비'} 제보 ${i}`;
      const id = await postIdOf(t.database.db, await makeReport(t.app, i % 3 ? trading : foods, { title }));
      statusOf.set(id, status);
      if (status !== 'WAITING')
        await call(t.app, adminApi.setStatus, {
          params: { id },
          query: { postStatus: status },
          headers: team.headers,
        });
      if (i % 2 === 0) await replaceAssignees(t.database.db, id, [team.admin.id], t.deps.now());
    }
    t.clock.advance(8 * DAY);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60_000);
      statusOf.set(
        await postIdOf(t.database.db, await makeReport(t.app, trading, { title: `신규 제보 ${i}` })),
        'WAITING',
      );
    }
    team = { ...team, headers: await signInAdmin(t.app, team.admin.loginId) };
  });
  afterAll(() => t.close());

  const get = async (query: Query) => {
    const res = await call(t.app, adminApi.posts, { query, headers: team.headers });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    return res.json();
  };
  /** Every row of a list, page by page, with the first page's counts. */
  const all = async (query: Query) => {
    const first = await get(query);
    const rows: Row[] = [...first.board.content];
    for (let page = 1; page < first.board.totalPages; page++)
      rows.push(...(await get({ ...query, page })).board.content);
    return { first, rows };
  };

  it('lists only the chosen status, page by page, and keeps every count', async () => {
    const everything = await get({});
    expect(everything.statusCountMap).toEqual({
      전체: 26,
      접수대기: 17,
      접수완료: 4,
      처리중: 3,
      처리완료: 2,
    });
    const waiting = await get({ postStatus: 'WAITING' });
    expect(waiting.board).toMatchObject({ totalElements: 17, totalPages: 2, number: 0, size: 10 });
    expect(waiting.statusCountMap).toEqual(everything.statusCountMap);
    expect(waiting.overdueCount).toBe(everything.overdueCount);
    expect(waiting.overdueCount).toBe(13);
    const second = await get({ postStatus: 'WAITING', page: 1 });
    expect(second.board.content).toHaveLength(7);
    const completed = await get({ postStatus: 'COMPLETED' });
    expect(completed.board).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(completed.board.content.map((r: Row) => r.status.statusCode)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('is the unfiltered list less the other statuses, in its order, under every other filter and sort', async () => {
    const extras: Query[] = [
      {},
      { companyType: trading.code },
      { keyword: '횡령' },
      { keyword: '횡령', companyType: trading.code },
      { assignee: 'me' },
      { due: 'overdue' },
      { due: 'week' },
      { sort: 'dueDate,asc' },
      { sort: 'commentCreatedDate,desc', assignee: 'me' },
      { sort: 'dueDate,asc', keyword: '제보' },
    ];
    let compared = 0;
    for (const extra of extras) {
      const unfiltered = await all(extra);
      for (const status of ['WAITING', 'RECEIVED', 'IN_PROGRESS', 'COMPLETED'] as const) {
        const label = JSON.stringify({ ...extra, status });
        const filtered = await all({ ...extra, postStatus: status });
        const expected = unfiltered.rows.filter((r) => r.status.statusCode === status).map((r) => r.id);
        expect(
          filtered.rows.map((r) => r.id),
          label,
        ).toEqual(expected);
        expect(
          filtered.rows.every((r) => statusOf.get(r.id) === status),
          label,
        ).toBe(true);
        expect(filtered.first.board.totalElements, label).toBe(expected.length);
        expect(filtered.first.board.totalElements, label).toBe(
          unfiltered.first.statusCountMap[POST_STATUS_TITLES[status]],
        );
        expect(filtered.first.statusCountMap, label).toEqual(unfiltered.first.statusCountMap);
        expect(filtered.first.overdueCount, label).toBe(unfiltered.first.overdueCount);
        if (expected.length > 0) compared += 1;
      }
    }
    // Most combinations hold rows, so that their order is compared and not only their absence.
    expect(compared).toBeGreaterThan(25);
  });

  it('is followed by the Excel export, and recorded with it', async () => {
    const res = await call(t.app, adminApi.exportPosts, {
      query: { postStatus: 'IN_PROGRESS', companyType: trading.code },
      headers: team.headers,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    const header = sheet.getRow(1).values as string[];
    const statusColumn = header.indexOf('처리상태');
    const listed = (await all({ postStatus: 'IN_PROGRESS', companyType: trading.code })).rows;
    expect(sheet.rowCount - 1).toBe(listed.length);
    expect(listed.length).toBeGreaterThan(0);
    for (let row = 2; row <= sheet.rowCount; row++)
      expect(sheet.getRow(row).getCell(statusColumn).value).toBe('처리중');
    const logged = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select('detail')
      .where('action', '=', 'EXPORT_REPORTS')
      .execute();
    expect(logged.map((l) => l.detail)).toContainEqual(expect.stringContaining('status=IN_PROGRESS'));
  });

  it('refuses a status that is none, with a Korean message', async () => {
    for (const endpoint of [adminApi.posts, adminApi.exportPosts]) {
      const res = await call(t.app, endpoint, { query: { postStatus: 'DELETED' }, headers: team.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
