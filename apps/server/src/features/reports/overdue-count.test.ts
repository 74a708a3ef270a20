import { adminApi, settingsApi } from '@audit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideExclusions } from '../../data/report-exclusions.repository.ts';
import { call } from '../../test-support/api.ts';
import {
  type AuditTeam,
  type Company,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  makeSysadmin,
  signInAdmin,
} from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

// The list's 기한 경과 count reads the due days' counters (post_due_days, kept by a trigger) for the days before
// today and counts only today's reports (posts-list.repository.ts): checked here against counting the reports.
describe('the overdue count from the due days’ counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** What counting the reports gives, and what the counters hold (zeros left out), by due day and by due month. */
  async function counters() {
    const db = t.database.db;
    const by = async (format: string, table: string, column: string) => {
      const rows = async (q: ReturnType<typeof sql<{ c: number; d: string; n: number }>>) =>
        (await q.execute(db)).rows;
      return {
        counted: await rows(sql`
          select company_type_id as c, to_char(due_at at time zone 'UTC', ${format}) as d, count(*)::int as n
            from posts where due_at is not null group by 1, 2 order by 1, 2`),
        kept: await rows(sql`
          select company_type_id as c, to_char(${sql.ref(column)}, ${format}) as d, n::int as n
            from ${sql.table(table)} where n <> 0 order by 1, 2`),
      };
    };
    const days = await by('YYYY-MM-DD', 'post_due_days', 'due_day');
    const months = await by('YYYY-MM', 'post_due_months', 'due_month');
    return { counted: [days.counted, months.counted], kept: [days.kept, months.kept] };
  }

  /** The reports of a company open past their due date now, counted. */
  const overdueNow = async (companyId: number) =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from posts
          where company_type_id = ${companyId} and due_at < ${t.clock.now()}`.execute(t.database.db)
      ).rows[0]?.n,
    );

  it('equals counting the overdue reports through filing, status changes, a settings change, deletion and midnight', async () => {
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    const list = async () =>
      (await call(t.app, adminApi.posts, { headers: await signInAdmin(t.app, team.admin.loginId) })).json();
    const expectCountsAgree = async () => {
      const { counted, kept } = await counters();
      expect(kept).toEqual(counted);
      expect((await list()).overdueCount).toBe(await overdueNow(company.id));
    };
    const file = async () =>
      postIdOf(t.database.db, (await fileReport(t.app, reportForm(company))).json().receiptNumber as string);

    const ids = [await file(), await file(), await file()];
    t.clock.advance(3 * DAY);
    ids.push(await file());
    await expectCountsAgree();
    expect((await list()).overdueCount).toBe(0);

    // A minute past the first three's due time (7 days): overdue, and due earlier the same day or a day before.
    t.clock.advance(4 * DAY + MINUTE);
    await expectCountsAgree();
    expect((await list()).overdueCount).toBe(3);
    // The next day: the same three, now read from the counters of past days.
    t.clock.advance(DAY);
    await expectCountsAgree();
    expect((await list()).overdueCount).toBe(3);
    // An admin of the team excluded from one of them counts two, with or without the company filter.
    const other = await makeAdmin(t.database.db, team.group);
    await decideExclusions(t.database.db, ids[0] as number, [other.id], team.admin.id, t.clock.now());
    for (const query of [{}, { companyType: company.code }]) {
      const res = await call(t.app, adminApi.posts, {
        query,
        headers: await signInAdmin(t.app, other.loginId),
      });
      expect(res.json().overdueCount).toBe(2);
    }
    await decideExclusions(t.database.db, ids[0] as number, [], team.admin.id, t.clock.now());

    const headers = await signInAdmin(t.app, team.admin.loginId);
    const setStatus = (id: number, postStatus: string) =>
      call(t.app, adminApi.setStatus, { params: { id }, query: { postStatus }, headers });
    expect((await setStatus(ids[0] as number, 'RECEIVED')).statusCode).toBe(200);
    expect((await setStatus(ids[1] as number, 'COMPLETED')).statusCode).toBe(200);
    await expectCountsAgree();
    expect((await list()).overdueCount).toBe(1);

    // A shorter acknowledgement moves the open due dates: the fourth report is overdue too.
    const sysadmin = await makeSysadmin(t.app, t.database.db);
    const settings = (acknowledgementDays: number) =>
      call(t.app, settingsApi.updateSettings, {
        headers: sysadmin,
        payload: { acknowledgementDays, feedbackMonths: 3 },
      });
    try {
      expect((await settings(2)).statusCode).toBe(200);
      await expectCountsAgree();
      expect((await list()).overdueCount).toBe(2);
      // Deleted as the retention job does, straight in the database.
      await sql`delete from posts where id = ${ids[2]}`.execute(t.database.db);
      await expectCountsAgree();
      expect((await list()).overdueCount).toBe(1);
    } finally {
      expect((await settings(7)).statusCode).toBe(200);
    }
  });

  // The months before this one are read from a row per company and month, this month's days before today from a row
  // per day, today's counted: reports filed every 20 hours for 45 days have, every day, some of each, and the month
  // boundary (45 days always hold one) moves reports from the days' part to the months'.
  describe('day after day across the end of a month', () => {
    // Fifty-four rounds of two filings and two sign-ins (over two hundred argon2 hashes) in three tests of 15 days,
    // one after another on the same site and clock: sized by count, each far below its limit on a slow machine.
    const DAYS = 45;
    const PARTS = 3;
    let company: Company;
    let team: AuditTeam;
    let hour = 0;
    let closed = 0;
    const months = new Set<string>();
    beforeAll(async () => {
      company = await makeCompany(t.database.db);
      team = await makeAuditTeam(t.app, t.database.db, [company]);
    });

    /** One round: two filings, one in five times the first closed at once, 20 hours on, the counts compared. */
    async function round() {
      // Signed in each time: 20 hours end any session.
      const headers = await signInAdmin(t.app, team.admin.loginId);
      // Two reports each time, so that every day has a report due that stays open; one in five times the first is
      // closed at once: it leaves both counters.
      const filed = (await fileReport(t.app, reportForm(company))).json().receiptNumber as string;
      await fileReport(t.app, reportForm(company));
      if (hour % 100 === 0) {
        const id = await postIdOf(t.database.db, filed);
        const res = await call(t.app, adminApi.setStatus, {
          params: { id },
          query: { postStatus: 'COMPLETED' },
          headers,
        });
        expect(res.statusCode).toBe(200);
        closed += 1;
      }
      t.clock.advance(20 * 60 * MINUTE);
      hour += 20;
      months.add(t.clock.now().toISOString().slice(0, 7));
      const { counted, kept } = await counters();
      expect(kept).toEqual(counted);
      const res = await call(t.app, adminApi.posts, {
        query: { companyType: company.code },
        headers: await signInAdmin(t.app, team.admin.loginId),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().overdueCount).toBe(await overdueNow(company.id));
    }

    for (let part = 1; part <= PARTS; part++) {
      const until = (part * DAYS * 24) / PARTS;
      it(`equals counting the overdue reports day after day across the end of a month (days to ${until / 24})`, async () => {
        expect(hour, 'the days before these were counted').toBe(((part - 1) * DAYS * 24) / PARTS);
        while (hour < until) await round();
        if (part < PARTS) return;
        expect(closed).toBeGreaterThan(5);
        expect(months.size).toBeGreaterThan(1);
        // What the loop reached: reports overdue in an earlier month and earlier this month.
        expect(await overdueNow(company.id)).toBeGreaterThan(60);
      });
    }
  });
});
