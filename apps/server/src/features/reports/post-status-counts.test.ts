import { adminApi, POST_STATUS_CODES } from '@audit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, type Company, makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { makeReport } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('status counters of the admin list', () => {
  let t: TestApp;
  let team: AuditTeam;
  let companies: Company[];
  beforeAll(async () => {
    t = await buildTestApp();
    companies = [await makeCompany(t.database.db), await makeCompany(t.database.db)];
    team = await makeAuditTeam(t.app, t.database.db, companies);
  });
  afterAll(() => t.close());

  /** What counting the posts themselves gives, and what the counters hold (zeros left out). */
  async function both() {
    const counted = await sql<{ c: number; s: string; n: number }>`
      select company_type_id as c, status_code as s, count(*)::int as n from posts group by 1, 2 order by 1, 2`.execute(
      t.database.db,
    );
    const kept = await sql<{ c: number; s: string; n: number }>`
      select company_type_id as c, status_code as s, n::int as n from post_status_counts where n <> 0 order by 1, 2`.execute(
      t.database.db,
    );
    return { counted: counted.rows, kept: kept.rows };
  }

  it('stay equal to counting, through filing, status changes, moves and deletion, also concurrently', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await postIdOf(
          t.database.db,
          await makeReport(t.app, companies[i % 2] as Company, { postType: 'PRIVATE' }),
        ),
      );
    // Status changes through the API, several at once on the same reports.
    await Promise.all(
      ids.flatMap((id, i) =>
        [0, 1].map((k) =>
          call(t.app, adminApi.setStatus, {
            params: { id },
            query: { postStatus: POST_STATUS_CODES[(i + k) % POST_STATUS_CODES.length] },
            headers: team.headers,
          }),
        ),
      ),
    );
    // A report moved to another company, and one deleted (as the retention job does), straight in the database.
    await sql`update posts set company_type_id = ${companies[1]?.id} where id = ${ids[0]}`.execute(
      t.database.db,
    );
    await sql`delete from posts where id = ${ids[1]}`.execute(t.database.db);
    const { counted, kept } = await both();
    expect(kept).toEqual(counted);

    const list = (await call(t.app, adminApi.posts, { headers: team.headers })).json();
    expect(list.statusCountMap.전체).toBe(11);
    expect(list.board.totalElements).toBe(11);
    const one = (
      await call(t.app, adminApi.posts, {
        query: { companyType: companies[0]?.code ?? '' },
        headers: team.headers,
      })
    ).json();
    expect(one.statusCountMap.전체).toBe(
      counted.filter((r) => r.c === companies[0]?.id).reduce((a, r) => a + r.n, 0),
    );
  });
});
