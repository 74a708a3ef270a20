import { ADMIN_SORTS, adminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditTeam,
  type Company,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
} from '../test-support/factories.ts';
import { call } from '../test-support/api.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { decideExclusions } from './report-exclusions.repository.ts';
import { replaceAssignees } from './report-assignees.repository.ts';
import { listCounts, listMatch, readsMatchOnce } from './list-counts.repository.ts';
import type { ListFilter, ListScope } from './list-shape.ts';
import { countNewComment } from './posts.repository.ts';
import { listPage, listRowsByIds } from './posts-list.repository.ts';
import { keywordMatch } from './title-search.ts';

const DAY = 86_400_000;

// A keyword's or handled-by-me's counts and page come from one statement (listMatch, then the rows by their ids);
// every other list takes two (listCounts, listPage). Both must answer alike: checked here for every sort, with and
// without a company filter and a status filter, over two pages, against the two statements, which the other list
// tests hold to counting. The status filter narrows the page, never the counts.
describe('the list of a match read once', () => {
  let t: TestApp;
  let team: AuditTeam;
  let trading: Company;
  let scope: ListScope;
  beforeAll(async () => {
    t = await buildTestApp();
    trading = await makeCompany(t.database.db);
    const foods = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [trading, foods]);
    const other = await makeAdmin(t.database.db, team.group);
    scope = { groupId: team.group.id, adminUserId: team.admin.id };
    const titles = ['횡령 의혹', '금품 수수 횡령', '출장비 부풀리기', '법인카드 횡령'];
    for (let i = 0; i < 28; i++) {
      const company = i % 3 === 0 ? foods : trading;
      const form = reportForm(company, { title: `${titles[i % titles.length]} ${i}` });
      const id = await postIdOf(
        t.database.db,
        (await fileReport(t.app, form)).json().receiptNumber as string,
      );
      // Latest comments in another order than filing; handled by the admin on every other report; one excluded.
      if (i % 4 !== 1) await countNewComment(t.database.db, id, new Date(Date.now() - ((i * 7) % 11) * DAY));
      if (i % 2 === 0) await replaceAssignees(t.database.db, id, [team.admin.id], new Date());
      if (i === 6) await decideExclusions(t.database.db, id, [team.admin.id], other.id, new Date());
      // Some of another status, so that the status filter leaves rows out of every page's match.
      if (i % 3 === 1)
        await call(t.app, adminApi.setStatus, {
          params: { id },
          query: { postStatus: 'RECEIVED' },
          headers: team.headers,
        });
      if (i === 10) t.clock.advance(8 * DAY);
    }
  });
  afterAll(() => t.close());

  it('answers the counts and the page of the two statements, in the same order', async () => {
    let compared = 0;
    let secondPages = 0;
    for (const keyword of ['횡령', '수수 횡령', '']) {
      for (const mine of [false, true]) {
        for (const sort of ADMIN_SORTS) {
          for (const [companyCode, status] of [
            [null, null],
            [trading.code, null],
            [null, 'RECEIVED'],
            [trading.code, 'WAITING'],
          ] as const) {
            const f: ListFilter = {
              companyCode,
              match: keyword ? keywordMatch(t.deps.cipher, keyword) : null,
              sort,
              mine,
              due: null,
              status,
              now: t.clock.now(),
            };
            if (!readsMatchOnce(f)) continue;
            for (const offset of [0, 10]) {
              const page = { limit: 10, offset };
              const [counts, expected] = await Promise.all([
                listCounts(t.database.db, scope, f),
                listPage(t.database.db, scope, f, page),
              ]);
              const once = await listMatch(t.database.db, scope, f, page);
              const label = JSON.stringify({ keyword, mine, sort, companyCode, status, offset });
              expect(once.counts, label).toEqual(counts);
              expect(counts, label).toEqual(await listCounts(t.database.db, scope, { ...f, status: null }));
              if (status) expect(expected.every((r) => r.status_code === status), label).toBe(true);
              expect(once.ids, label).toEqual(expected.map((r) => r.id));
              const rows = await listRowsByIds(t.database.db, scope, once.ids);
              expect(new Set(rows.map((r) => r.id)), label).toEqual(new Set(once.ids));
              compared += 1;
              if (offset > 0 && once.ids.length > 0) secondPages += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * 3 * ADMIN_SORTS.length * 4 * 2 - 3 * 4 * 2);
    // The match reaches a second page somewhere, so that the order across pages is compared.
    expect(secondPages).toBeGreaterThan(3);
  });
});
