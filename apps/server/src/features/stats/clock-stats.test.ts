import { CLOCK_OUTCOMES, type ClockOutcomes, STATS_LABELS, statsApi, statsSummary } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { clockDesk } from '../../test-support/clock-desk.ts';
import { signInAdmin } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const DAY = 86_400_000;

type Outcome = keyof ClockOutcomes;
type Case = { ack: Outcome; feedback: Outcome; overdue: boolean; ackDays?: number; completedDays?: number };

// Issue 31: the statistics count what is due. A period is filled with every kind of case, handled over 130 days on
// the test's clock (defaults: 7 days, 3 months), and each figure is checked against the cases counted by hand.
describe('statistics of the legal clocks, against counting by hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const { desk } = clockDesk(() => t);

  const stats = async (team: { admin: { loginId: string } }, companyType: string) => {
    const res = await call(t.app, statsApi.stats, {
      query: { companyType },
      headers: await signInAdmin(t.app, team.admin.loginId),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts each clock met on time, met late, missed and running, each report once', async () => {
    const d = await desk(['/adminreport', '/adminstats']);
    // Day 0: seven reports.
    const a1 = await d.file('2일 접수완료, 50일 결과와 함께 완료');
    const a2 = await d.file('3일 접수 확인 답변, 30일 처리 결과 회신');
    const a3 = await d.file('10일 접수완료, 40일 결과 없이 완료');
    const a4 = await d.file('12일 처리 결과 회신으로 접수 확인');
    await d.file('접수대기 그대로');
    const a6 = await d.file('인사 답변만, 접수대기');
    const b1 = await d.file('1일 접수완료, 120일 처리 결과 회신');
    let b2 = 0;
    // Then, day by day (each the day since the first filing), what the audit office did.
    const schedule: [day: number, act: () => Promise<unknown>][] = [
      [1, () => d.reply(a6)],
      [1, () => d.status(b1, 'RECEIVED')],
      [2, () => d.status(a1, 'RECEIVED')],
      [3, () => d.reply(a2, 'ACKNOWLEDGEMENT')],
      [10, () => d.status(a3, 'RECEIVED')],
      [12, () => d.reply(a4, 'FEEDBACK')],
      [30, () => d.reply(a2, 'FEEDBACK')],
      [40, () => d.status(a3, 'COMPLETED')],
      [50, () => d.status(a1, 'COMPLETED', '조사 결과와 조치 내용을 알려드립니다.')],
      [60, async () => (b2 = await d.file('60일 제보, 61일 접수완료'))],
      [61, () => d.status(b2, 'RECEIVED')],
      [120, () => d.reply(b1, 'FEEDBACK')],
      [126, async () => d.reply(await d.file('126일 제보, 인사 답변만'))],
      [127, () => d.file('127일 제보')],
      [130, async () => undefined], // now
    ];
    let day = 0;
    for (const [on, act] of schedule) {
      t.clock.advance((on - day) * DAY);
      day = on;
      await act();
    }

    // What each report is, by hand: the acknowledgement is due 7 days after filing, the feedback about 92 days after
    // the acknowledgement (or after day 7 while there is none); now is day 130.
    const cases: Case[] = [
      { ack: 'metOnTime', feedback: 'metOnTime', overdue: false, ackDays: 2, completedDays: 50 }, // a1
      { ack: 'metOnTime', feedback: 'metOnTime', overdue: false, ackDays: 3 }, // a2
      // a3: completion without a result message gives no feedback; due about day 102.
      { ack: 'metLate', feedback: 'missed', overdue: true, ackDays: 10, completedDays: 40 },
      { ack: 'metLate', feedback: 'metOnTime', overdue: false, ackDays: 12 }, // a4
      { ack: 'missed', feedback: 'missed', overdue: true }, // a5: unacknowledged past its days
      { ack: 'missed', feedback: 'missed', overdue: true }, // a6: a courtesy reply meets nothing
      { ack: 'metOnTime', feedback: 'metLate', overdue: false, ackDays: 1 }, // b1: feedback on day 120
      { ack: 'metOnTime', feedback: 'running', overdue: false, ackDays: 1 }, // b2: due about day 153
      { ack: 'running', feedback: 'running', overdue: false }, // r1
      { ack: 'running', feedback: 'running', overdue: false }, // r2
    ];
    const tally = (clock: 'ack' | 'feedback') =>
      Object.fromEntries(CLOCK_OUTCOMES.map((k) => [k, cases.filter((c) => c[clock] === k).length]));
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const mid = sorted.length / 2;
      return sorted.length % 2
        ? (sorted[Math.floor(mid)] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    };
    const ackDays = cases.flatMap((c) => (c.ackDays === undefined ? [] : [c.ackDays]));
    const completedDays = cases.flatMap((c) => (c.completedDays === undefined ? [] : [c.completedDays]));

    const s = await stats(d.team, d.company.code);
    expect(s.total).toBe(cases.length);
    expect(s.acknowledgement).toEqual(tally('ack'));
    expect(s.feedback).toEqual(tally('feedback'));
    // The same by hand, written out: 4 on time, 2 late, 2 missed, 2 running; 3, 1, 3, 3.
    expect(s.acknowledgement).toEqual({ metOnTime: 4, metLate: 2, missed: 2, running: 2 });
    expect(s.feedback).toEqual({ metOnTime: 3, metLate: 1, missed: 3, running: 3 });
    expect(s.acknowledgedInTimeShare).toBeCloseTo(4 / 8);
    expect(s.answeredInTimeShare).toBeCloseTo(3 / 7);
    expect(s.overdueNow).toBe(cases.filter((c) => c.overdue).length);
    expect(s.medianDaysToAcknowledgement).toBe(median(ackDays));
    expect(s.medianDaysToCompletion).toBe(median(completedDays));

    const summary = Object.fromEntries(statsSummary(s));
    expect(summary[STATS_LABELS.acknowledgedInTime(7)]).toBe('8건 중 4건 (50%), 진행 중 2건 제외');
    expect(summary[STATS_LABELS.answeredInTime(3)]).toBe('7건 중 3건 (42.9%), 진행 중 3건 제외');

    // The Excel file holds the clocks' table: a row per clock, its four counts and their total.
    const res = await call(t.app, statsApi.exportStats, {
      query: { companyType: d.company.code },
      headers: await signInAdmin(t.app, d.team.admin.loginId),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(STATS_LABELS.clocksTitle);
    const rows = (sheet?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['처리기한', '기한 내 충족', '기한 후 충족', '기한 경과 미충족', '진행 중', '합계'],
      ['접수 확인 (7일)', 4, 2, 2, 2, 10],
      ['처리 결과 회신 (접수 확인 후 3개월)', 3, 1, 3, 3, 10],
    ]);
  });

  it('4 of 5 reports still 접수대기 within their days: not "100%", but 1 of 1 with 4 running apart, then 1 of 5', async () => {
    const d = await desk(['/adminreport', '/adminstats']);
    const first = await d.file('접수 확인된 제보');
    for (let i = 0; i < 4; i++) await d.file(`접수대기 제보 ${i + 1}`);
    await d.status(first, 'RECEIVED');
    const running = await stats(d.team, d.company.code);
    expect(running.acknowledgement).toEqual({ metOnTime: 1, metLate: 0, missed: 0, running: 4 });
    expect(Object.fromEntries(statsSummary(running))[STATS_LABELS.acknowledgedInTime(7)]).toBe(
      '1건 중 1건 (100%), 진행 중 4건 제외',
    );
    // Their days pass: unacknowledged, they are missed.
    t.clock.advance(8 * DAY);
    const passed = await stats(d.team, d.company.code);
    expect(passed.acknowledgement).toEqual({ metOnTime: 1, metLate: 0, missed: 4, running: 0 });
    expect(passed.acknowledgedInTimeShare).toBeCloseTo(1 / 5);
    expect(Object.fromEntries(statsSummary(passed))[STATS_LABELS.acknowledgedInTime(7)]).toBe(
      '5건 중 1건 (20%)',
    );
    expect(passed.overdueNow).toBe(4);
  });
});
