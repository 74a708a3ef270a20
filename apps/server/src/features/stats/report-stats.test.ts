import { adminApi, STATS_LABELS, STATS_MESSAGES, statsApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, makeAuditTeam, makeCompany, signInAdmin } from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { statsPeriod } from './report-stats.ts';

const DAY = 86_400_000;

describe('statistics (/api/admin/stats)', () => {
  let t: TestApp;
  let both: AuditTeam;
  let onlyA: AuditTeam;
  let companyB: string;
  let ids: { r1: number; r2: number; r3: number };

  // Three reports filed at once, then handled over 20 days on the test's clock (defaults: 7 days, 3 months):
  // r1 (A) acknowledged on day 2 by a status change and completed with its result message on day 20; r2 (A) never
  // acknowledged (overdue since day 7); r3 (B) acknowledged late, on day 10, by a reply marked 접수 확인.
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const [a, b] = [await makeCompany(db), await makeCompany(db)];
    companyB = b.code;
    both = await makeAuditTeam(t.app, db, [a, b], ['/adminreport', '/adminstats']);
    onlyA = await makeAuditTeam(t.app, db, [a], ['/adminreport', '/adminstats']);
    const file = async (company: typeof a) =>
      postIdOf(db, (await fileReport(t.app, reportForm(company))).json().receiptNumber);
    ids = { r1: await file(a), r2: await file(a), r3: await file(b) };
    const headers = () => signInAdmin(t.app, both.admin.loginId);
    const status = async (id: number, postStatus: string, resultMessage?: string) =>
      expect(
        (
          await call(t.app, adminApi.setStatus, {
            params: { id },
            query: { postStatus },
            ...(resultMessage ? { payload: { resultMessage } } : {}),
            headers: await headers(),
          })
        ).statusCode,
      ).toBe(200);
    t.clock.advance(2 * DAY);
    await status(ids.r1, 'RECEIVED');
    t.clock.advance(8 * DAY);
    const reply = await call(t.app, adminApi.comment, {
      params: { postId: ids.r3 },
      payload: { content: '감사실에서 확인하였습니다.', kind: 'ACKNOWLEDGEMENT' },
      headers: await headers(),
    });
    expect(reply.statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    await status(ids.r1, 'COMPLETED', '조사를 마치고 조치하였습니다.');
  });
  afterAll(() => t.close());

  const stats = async (team: AuditTeam, query: Record<string, string> = {}) =>
    call(t.app, statsApi.stats, { query, headers: await signInAdmin(t.app, team.admin.loginId) });

  it('count the scope by company, type, status and month, and give the legal clocks their figures', async () => {
    const res = await stats(both);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.total).toBe(3);
    expect(s.byCompany.map((r: { count: number }) => r.count)).toEqual([2, 1]);
    expect(s.byType.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(3);
    expect(s.byStatus.map((r: { code: string; count: number }) => [r.code, r.count])).toEqual([
      ['WAITING', 2],
      ['RECEIVED', 0],
      ['IN_PROGRESS', 0],
      ['COMPLETED', 1],
    ]);
    // This month and the eleven before it, zeros included; the reports are in their month.
    expect(s.byMonth).toHaveLength(12);
    expect(s.byMonth.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(3);
    expect(s.medianDaysToAcknowledgement).toBe(6); // 2 and 10 days
    expect(s.medianDaysToCompletion).toBe(20);
    expect(s).toMatchObject({ acknowledgementDays: 7, feedbackMonths: 3 });
    // Met or missed: all three; in time: r1 alone (r3 late, r2 missed).
    expect(s.acknowledgement).toEqual({ metOnTime: 1, metLate: 1, missed: 1, running: 0 });
    expect(s.acknowledgedInTimeShare).toBeCloseTo(1 / 3);
    // r1's result message came within 3 months; r2's and r3's feedback is not due yet: running, counted apart.
    expect(s.feedback).toEqual({ metOnTime: 1, metLate: 0, missed: 0, running: 2 });
    expect(s.answeredInTimeShare).toBe(1);
    expect(s.overdueNow).toBe(1);
  });

  it("count only the admin's companies, the company asked for, and never a report the admin is excluded from", async () => {
    expect((await stats(onlyA)).json().total).toBe(2);
    expect((await stats(both, { companyType: companyB })).json().total).toBe(1);
    await t.database.db
      .insertInto('report_exclusions')
      .values({
        post_id: ids.r2,
        admin_user_id: onlyA.admin.id,
        excluded_by: both.admin.id,
        decided_by: both.admin.id,
        decided_at: new Date(),
      })
      .execute();
    const excluded = (await stats(onlyA)).json();
    expect(excluded.total).toBe(1);
    expect(excluded.overdueNow).toBe(0);
    expect((await stats(both)).json().total).toBe(3);
    await t.database.db.deleteFrom('report_exclusions').where('post_id', '=', ids.r2).execute();
  });

  it('count nothing out of the period, and say so with nulls rather than zeros', async () => {
    const s = (await stats(both, { from: '2020-01-01', to: '2020-03-31' })).json();
    expect(s).toMatchObject({ from: '2020-01-01', to: '2020-03-31', total: 0, overdueNow: 0 });
    expect(s.byMonth).toEqual([
      { month: '2020-01', count: 0 },
      { month: '2020-02', count: 0 },
      { month: '2020-03', count: 0 },
    ]);
    expect(s.medianDaysToAcknowledgement).toBeNull();
    expect(s.acknowledgedInTimeShare).toBeNull();
    expect(s.byCompany).toEqual([]);
  });

  it('refuse a date that is none, a period backwards or longer than five years, in Korean', async () => {
    for (const [query, message] of [
      [{ from: '2026-02-30' }, STATS_MESSAGES.date],
      [{ to: '2026/01/01' }, STATS_MESSAGES.date],
      [{ from: '어제' }, STATS_MESSAGES.date],
      [{ from: '2026-05-01', to: '2026-04-30' }, STATS_MESSAGES.order],
      [{ from: '2015-01-01', to: '2026-01-01' }, STATS_MESSAGES.span],
    ] as const) {
      const res = await stats(both, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("are the STATS menu holders' alone", async () => {
    const team = await makeAuditTeam(t.app, t.database.db, [], ['/adminreport']);
    expect((await call(t.app, statsApi.stats, { headers: team.headers })).statusCode).toBe(403);
    expect((await call(t.app, statsApi.exportStats, { headers: team.headers })).statusCode).toBe(403);
  });

  it('export the same tables to Excel: the summary and one sheet per table', async () => {
    const res = await call(t.app, statsApi.exportStats, {
      headers: await signInAdmin(t.app, both.admin.loginId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      '요약',
      STATS_LABELS.clocksTitle,
      STATS_LABELS.byCompany,
      STATS_LABELS.byType,
      STATS_LABELS.byStatus,
      STATS_LABELS.byMonth,
    ]);
    const summary = workbook.getWorksheet('요약');
    const values = Object.fromEntries(
      (summary?.getSheetValues() ?? []).slice(2).map((row) => (row as unknown[]).slice(1, 3)),
    );
    expect(values[STATS_LABELS.total]).toBe(3);
    expect(values[STATS_LABELS.medianDaysToAcknowledgement]).toBe('6일');
    expect(values[STATS_LABELS.acknowledgedInTime(7)]).toBe('3건 중 1건 (33.3%)');
    expect(values[STATS_LABELS.answeredInTime(3)]).toBe('1건 중 1건 (100%), 진행 중 2건 제외');
    expect(values[STATS_LABELS.overdueNow]).toBe(1);
    const statuses = workbook.getWorksheet(STATS_LABELS.byStatus)?.getSheetValues() ?? [];
    expect(statuses.slice(2).map((row) => (row as unknown[])[2])).toEqual([2, 0, 0, 1]);
  });
});

describe('the statistics period', () => {
  // 2026-03-15 00:30 in Korea is still 2026-03-14 in UTC: the default period ends on Korea's day.
  const now = new Date('2026-03-14T15:30:00Z');

  it('defaults to this month and the eleven before it, up to today in Korea', () => {
    expect(statsPeriod({ from: '', to: '', companyType: '' }, now)).toEqual({
      from: [2025, 4, 1],
      to: [2026, 3, 15],
    });
  });

  it('takes the days asked for, a single day included', () => {
    expect(statsPeriod({ from: '2024-02-29', to: '2024-02-29', companyType: '' }, now)).toEqual({
      from: [2024, 2, 29],
      to: [2024, 2, 29],
    });
  });
});
