import { commonsApi, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call } from '../test-support/api.ts';
import { makeCompany, makeGroup, makeSysadmin } from '../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

describe('cached public lists', () => {
  let t: TestApp;
  let sys: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    sys = await makeSysadmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const titles = async (app = t.app) =>
    ((await call(app, commonsApi.companyTypes)).json() as { title: string }[]).map((c) => c.title);

  it('serves the lists from memory, and shows a system admin change at once here and within a second elsewhere', async () => {
    // Another instance: its own database handle (the same database), so its own cache.
    const other = await buildApp({ ...t.deps, db: t.database.db.withSchema('public') });
    const group = await makeGroup(t.database.db, { menus: ['/adminreport'] });
    await makeCompany(t.database.db, '원래 이름');
    const before = await titles();
    expect(before).toEqual(['원래 이름']);
    expect(await titles(other)).toEqual(before);
    // Written around the application: the cache does not see it (the lists are not read per request).
    await t.database.db.updateTable('company_types').set({ title: '몰래 바뀐 이름' }).execute();
    expect(await titles()).toEqual(before);

    const created = await call(t.app, sysadminApi.createCompanyMap, {
      headers: sys,
      payload: { companyName: '캐시시험상사', newCompany: true, groupId: group.id, orderSeq: 1 },
    });
    expect(created.statusCode).toBe(200);
    // The instance that made the change, at once (and the bypassing edit with it: the list is read again).
    expect(await titles()).toContain('캐시시험상사');
    expect(await titles()).toContain('몰래 바뀐 이름');
    // Another instance (its own cache of the same database) within a second.
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await titles(other)).toContain('캐시시험상사');
    await other.close();
  });
});
