import { adminApi, settingsApi } from '@audit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  makeSysadmin,
  signInAdmin,
} from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { replaceExclusions } from '../exclusions/report-exclusions.repository.ts';

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

  /** What counting the reports gives, and what the counters hold (zeros left out). */
  async function counters() {
    const counted = await sql<{ c: number; d: string; n: number }>`
      select company_type_id as c, to_char(due_at at time zone 'UTC', 'YYYY-MM-DD') as d, count(*)::int as n
        from posts where due_at is not null group by 1, 2 order by 1, 2`.execute(t.database.db);
    const kept = await sql<{ c: number; d: string; n: number }>`
      select company_type_id as c, to_char(due_day, 'YYYY-MM-DD') as d, n::int as n
        from post_due_days where n <> 0 order by 1, 2`.execute(t.database.db);
    return { counted: counted.rows, kept: kept.rows };
  }

  it('equals counting the overdue reports through filing, status changes, a settings change, deletion and midnight', async () => {
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    const list = async () =>
      (await call(t.app, adminApi.posts, { headers: await signInAdmin(t.app, team.admin.loginId) })).json();
    const overdueNow = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from posts
            where company_type_id = ${company.id} and due_at < ${t.clock.now()}`.execute(t.database.db)
        ).rows[0]?.n,
      );
    const expectCountsAgree = async () => {
      const { counted, kept } = await counters();
      expect(kept).toEqual(counted);
      expect((await list()).overdueCount).toBe(await overdueNow());
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
    await replaceExclusions(t.database.db, ids[0] as number, [other.id], team.admin.id, t.clock.now());
    for (const query of [{}, { companyType: company.code }]) {
      const res = await call(t.app, adminApi.posts, {
        query,
        headers: await signInAdmin(t.app, other.loginId),
      });
      expect(res.json().overdueCount).toBe(2);
    }
    await replaceExclusions(t.database.db, ids[0] as number, [], team.admin.id, t.clock.now());

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
});
