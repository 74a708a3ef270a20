import { adminApi, settingsApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { clockDesk } from '../test-support/clock-desk.ts';
import { makeSysadmin } from '../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { addMonthsKst } from './legal-clocks.ts';

const DAY = 86_400_000;

describe('legal clocks (due dates on the admin list and detail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const { desk, created, expectRulesAgree } = clockDesk(() => t);
  const changeSettings = async (acknowledgementDays: number, feedbackMonths: number) => {
    const res = await call(t.app, settingsApi.updateSettings, {
      headers: await makeSysadmin(t.app, t.database.db),
      payload: { acknowledgementDays, feedbackMonths },
    });
    expect(res.statusCode).toBe(200);
  };

  it('acknowledgement: due after the configured days, overdue after, met by leaving WAITING', async () => {
    const d = await desk();
    const id = await d.file();
    const ackDue = new Date((await created(id)).getTime() + 7 * DAY);
    expect(await d.row(id)).toMatchObject({ dueDate: ackDue.toISOString(), overdue: false });
    expect((await d.detail(id)).clocks.acknowledgement).toEqual({
      dueDate: ackDue.toISOString(),
      metDate: null,
      metBy: null,
      overdue: false,
    });
    t.clock.advance(8 * DAY);
    expect(await d.row(id)).toMatchObject({ dueDate: ackDue.toISOString(), overdue: true });
    expect((await d.list()).overdueCount).toBe(1);
    const acknowledgedAt = t.deps.now();
    await d.status(id, 'RECEIVED');
    const clocks = (await d.detail(id)).clocks;
    expect(clocks.acknowledgement.metDate).not.toBeNull();
    expect(clocks.acknowledgement.metBy).toEqual({ by: 'STATUS_CHANGE', commentId: null, statusCode: 'RECEIVED' });
    // Overdue no more: met, though late.
    expect(clocks.acknowledgement.overdue).toBe(false);
    // The feedback is due three months after the acknowledgement (Korea's calendar), in the list as in the detail.
    const metAt = new Date(clocks.acknowledgement.metDate);
    expect(metAt.getTime()).toBeGreaterThanOrEqual(acknowledgedAt.getTime());
    expect(clocks.feedback).toEqual({
      dueDate: addMonthsKst(metAt, 3).toISOString(),
      metDate: null,
      metBy: null,
      overdue: false,
    });
    expect(await d.row(id)).toMatchObject({ dueDate: clocks.feedback.dueDate, overdue: false });
    expect((await d.list()).overdueCount).toBe(0);
  });

  it('feedback overdue after the configured months; a settings change moves the open due dates', async () => {
    const d = await desk();
    const id = await d.file();
    await d.status(id, 'RECEIVED');
    const feedbackDue = (await d.detail(id)).clocks.feedback.dueDate;
    const waiting = await d.file('다른 제보');
    await changeSettings(14, 1);
    try {
      const moved = (await d.detail(id)).clocks;
      expect(moved.feedback.dueDate).toBe(
        addMonthsKst(new Date(moved.acknowledgement.metDate), 1).toISOString(),
      );
      expect(moved.feedback.dueDate < feedbackDue).toBe(true);
      expect((await d.row(id)).dueDate).toBe(moved.feedback.dueDate);
      await expectRulesAgree(id);
      await expectRulesAgree(waiting);
      expect((await d.row(waiting)).dueDate).toBe(
        new Date((await created(waiting)).getTime() + 14 * DAY).toISOString(),
      );
      t.clock.advance(32 * DAY);
      expect(await d.row(id)).toMatchObject({ overdue: true });
      expect((await d.detail(id)).clocks.feedback.overdue).toBe(true);
    } finally {
      await changeSettings(7, 3);
    }
  });

  it('filters due=overdue|week, sorts by due date (nulls last), counts the overdue within the scope', async () => {
    const d = await desk();
    const other = await desk();
    const old = await d.file('오래된 제보');
    await other.file('다른 회사 제보');
    t.clock.advance(5 * DAY);
    const fresh = await d.file('새 제보');
    const done = await d.file('끝난 제보');
    await d.status(done, 'COMPLETED');
    t.clock.advance(3 * DAY);
    // old: due 2 days ago; fresh: due in 4 days; done: none.
    const ids = (r: { board: { content: { id: number }[] } }) => r.board.content.map((x) => x.id);
    const overdue = await d.list({ due: 'overdue' });
    expect(ids(overdue)).toEqual([old]);
    expect(overdue.board.totalElements).toBe(1);
    expect(overdue.statusCountMap.접수대기).toBe(1);
    expect(overdue.overdueCount).toBe(1);
    const week = await d.list({ due: 'week' });
    expect(ids(week)).toEqual([fresh]);
    // The overdue count is of the company filter and keyword, whatever the due filter.
    expect(week.overdueCount).toBe(1);
    expect(ids(await d.list({ sort: 'dueDate,asc' }))).toEqual([old, fresh, done]);
    expect(ids(await d.list({ sort: 'dueDate,asc', due: 'week' }))).toEqual([fresh]);
    expect(ids(await d.list({ due: 'overdue', keyword: '새' }))).toEqual([]);
    // With a keyword the overdue count is of the keyword's match (counted with the statuses, or apart under a due filter).
    expect((await d.list({ keyword: '오래된' })).overdueCount).toBe(1);
    expect((await d.list({ keyword: '새' })).overdueCount).toBe(0);
    expect((await d.list({ keyword: '제보', due: 'week' })).overdueCount).toBe(1);
    // The other team's report is overdue too, but not in this team's count, nor this one in theirs.
    expect((await other.list()).overdueCount).toBe(1);
    expect(ids(await other.list({ due: 'overdue' }))).not.toContain(old);
  });

  it('refuses an unknown due filter or sort with a Korean message (400)', async () => {
    const d = await desk();
    for (const query of [{ due: 'late' }, { sort: 'dueDate,desc' }]) {
      const res = await call(t.app, adminApi.posts, { query, headers: await d.headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('puts the due date, in Korea time and marked when passed, in the Excel export', async () => {
    const d = await desk();
    await d.file();
    t.clock.advance(8 * DAY);
    const res = await call(t.app, adminApi.exportPosts, { query: {}, headers: await d.headers() });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    expect(sheet.getRow(1).getCell(11).value).toBe('처리기한');
    expect(sheet.getRow(2).getCell(11).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(기한 경과\)$/);
  });
});

describe('addMonthsKst', () => {
  it("adds calendar months in Korea time, clamped to the month's end, as PostgreSQL does", () => {
    // 2026-01-31 03:00 KST + 1 month = 2026-02-28 03:00 KST.
    expect(addMonthsKst(new Date('2026-01-30T18:00:00Z'), 1).toISOString()).toBe('2026-02-27T18:00:00.000Z');
    expect(addMonthsKst(new Date('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
    expect(addMonthsKst(new Date('2027-11-30T15:30:00Z'), 3).toISOString()).toBe('2028-02-29T15:30:00.000Z');
  });
});
