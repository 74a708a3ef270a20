import { adminApi, settingsApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { makeAuditTeam, makeCompany, makeSysadmin, signInAdmin } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { currentSettings } from '../features/settings/settings.ts';
import { addMonthsKst, nextDueAt } from './legal-clocks.ts';

const DAY = 86_400_000;

describe('legal clocks (due dates on the admin list and detail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A company of its own with an audit team for it alone: its counts are this test's. */
  async function desk() {
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    // Sessions end while the clock moves: each call signs in again.
    const headers = () => signInAdmin(t.app, team.admin.loginId);
    const file = async (title = '기한 확인 제보') => {
      const receipt = (await fileReport(t.app, reportForm(company, { title }))).json()
        .receiptNumber as string;
      return postIdOf(t.database.db, receipt);
    };
    const list = async (query: Record<string, string> = {}) => {
      const res = await call(t.app, adminApi.posts, { query, headers: await headers() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const detail = async (id: number) =>
      (await call(t.app, adminApi.post, { params: { id }, headers: await headers() })).json();
    const status = async (id: number, postStatus: string) =>
      expect(
        (
          await call(t.app, adminApi.setStatus, {
            params: { id },
            query: { postStatus },
            headers: await headers(),
          })
        ).statusCode,
      ).toBe(200);
    const reply = async (id: number) =>
      expect(
        (
          await call(t.app, adminApi.comment, {
            params: { postId: id },
            headers: await headers(),
            payload: { content: '감사실 답변입니다.' },
          })
        ).statusCode,
      ).toBe(200);
    const row = async (id: number) => (await list()).board.content.find((r: { id: number }) => r.id === id);
    return { company, team, headers, file, list, detail, status, reply, row };
  }

  const created = async (id: number) =>
    (
      await t.database.db
        .selectFrom('posts')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).created_at;
  /** The stored due date is what the application's rule gives for the stored moments (SQL and TypeScript agree). */
  const expectRulesAgree = async (id: number) => {
    const row = await t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rule = nextDueAt(row, await currentSettings(t.deps));
    expect(row.due_at?.toISOString() ?? null).toBe(rule?.toISOString() ?? null);
  };
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
      overdue: false,
    });
    t.clock.advance(8 * DAY);
    expect(await d.row(id)).toMatchObject({ dueDate: ackDue.toISOString(), overdue: true });
    expect((await d.list()).overdueCount).toBe(1);
    const acknowledgedAt = t.deps.now();
    await d.status(id, 'RECEIVED');
    const clocks = (await d.detail(id)).clocks;
    expect(clocks.acknowledgement.metDate).not.toBeNull();
    // Overdue no more: met, though late.
    expect(clocks.acknowledgement.overdue).toBe(false);
    // The feedback is due three months after the acknowledgement (Korea's calendar), in the list as in the detail.
    const metAt = new Date(clocks.acknowledgement.metDate);
    expect(metAt.getTime()).toBeGreaterThanOrEqual(acknowledgedAt.getTime());
    expect(clocks.feedback).toEqual({
      dueDate: addMonthsKst(metAt, 3).toISOString(),
      metDate: null,
      overdue: false,
    });
    expect(await d.row(id)).toMatchObject({ dueDate: clocks.feedback.dueDate, overdue: false });
    expect((await d.list()).overdueCount).toBe(0);
  });

  it("acknowledgement met by the audit office's first reply; feedback by a later reply, reopened by a status change, met by COMPLETED", async () => {
    const d = await desk();
    const id = await d.file();
    await d.reply(id);
    const first = (await d.detail(id)).clocks;
    expect(first.acknowledgement.metDate).not.toBeNull();
    // The acknowledging reply is not also the feedback.
    expect(first.feedback.metDate).toBeNull();
    expect((await d.row(id)).dueDate).toBe(first.feedback.dueDate);
    await expectRulesAgree(id);
    t.clock.advance(DAY);
    await d.reply(id);
    await expectRulesAgree(id);
    expect((await d.detail(id)).clocks.feedback.metDate).not.toBeNull();
    expect(await d.row(id)).toMatchObject({ dueDate: null, overdue: false });
    t.clock.advance(DAY);
    await d.status(id, 'IN_PROGRESS');
    expect((await d.detail(id)).clocks.feedback.metDate).toBeNull();
    expect((await d.row(id)).dueDate).toBe(first.feedback.dueDate);
    await expectRulesAgree(id);
    t.clock.advance(DAY);
    await d.status(id, 'COMPLETED');
    await expectRulesAgree(id);
    const done = (await d.detail(id)).clocks;
    expect(done.feedback.metDate).not.toBeNull();
    expect(await d.row(id)).toMatchObject({ dueDate: null, overdue: false });
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
