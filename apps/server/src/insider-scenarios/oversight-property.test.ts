import { handlerApi, oversightApi } from '@audit/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { type Admin, makeAdmin, makeCompany, makeGroup, signInAdmin } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 1, as a property: whatever sequence of handler and exclusion calls random admins make (a team of
// four, the system admin among the callers and the targets), the report never becomes invisible to its oversight,
// the oversight is never excluded, an exclusion is never in force unless the oversight decided it, and no call
// answers a 5xx. Runs are counted, not timed.

type Headers = { authorization: string };
const RUNS = 25;
const STEPS = 8;

describe('no sequence of calls hides a report from its oversight', () => {
  let t: TestApp;
  let admins: (Admin & { headers: Headers })[];
  let sys: Admin & { headers: Headers };
  let team: (Admin & { headers: Headers })[];
  let company: Awaited<ReturnType<typeof makeCompany>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    company = await makeCompany(db, '성질검사물산');
    const group = await makeGroup(db, { menus: ['/adminreport'], companies: [company] });
    const as = async (a: Admin) => ({ ...a, headers: await signInAdmin(t.app, a.loginId) });
    team = [];
    for (let i = 0; i < 4; i++) team.push(await as(await makeAdmin(db, group)));
    sys = await as(await makeAdmin(db, 'sysadmin'));
    admins = [...team, sys];
  });
  afterAll(() => t?.close());

  const endpoints = [
    handlerApi.setAssignees,
    handlerApi.setExclusions,
    oversightApi.decideExclusions,
    oversightApi.setOverseenAssignees,
  ] as const;
  const step = fc.record({
    caller: fc.nat(4),
    endpoint: fc.nat(endpoints.length - 1),
    targets: fc.uniqueArray(fc.nat(4), { maxLength: 4 }),
  });

  /** Every report id on the oversight's list, all pages. */
  const listedIds = async () => {
    const ids: number[] = [];
    for (let page = 0; ; page++) {
      const res = await call(t.app, oversightApi.overseenReports, { query: { page }, headers: sys.headers });
      ids.push(...res.json().content.map((r: { id: number }) => r.id));
      if (page + 1 >= res.json().totalPages) return ids;
    }
  };

  it('holds after every step of random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: STEPS }), async (steps) => {
        const filed = await fileReport(t.app, reportForm(company, { title: '성질 검사' }));
        const postId = await postIdOf(t.database.db, filed.json().receiptNumber);
        let decided = new Set<number>();
        for (const s of steps) {
          const caller = admins[s.caller] as (typeof admins)[number];
          const endpoint = endpoints[s.endpoint] as (typeof endpoints)[number];
          const res = await call(t.app, endpoint, {
            params: { postId },
            headers: caller.headers,
            payload: { adminUserIds: s.targets.map((i) => (admins[i] as Admin).id) },
          });
          expect(res.statusCode).toBeLessThan(500);
          if (endpoint === oversightApi.decideExclusions && res.statusCode === 200)
            decided = new Set(s.targets.map((i) => (admins[i] as Admin).id));

          const view = await call(t.app, oversightApi.overseenReport, {
            params: { postId },
            headers: sys.headers,
          });
          expect(view.statusCode).toBe(200);
          const excluded = (view.json().exclusions as { adminUserId: number }[]).map((x) => x.adminUserId);
          expect(excluded).not.toContain(sys.id);
          // In force is exactly what the oversight last decided (a team's call never changes it).
          expect(new Set(excluded)).toEqual(decided);
          expect(await listedIds()).toContain(postId);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
