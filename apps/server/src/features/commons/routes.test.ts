import { commonsApi, type Endpoint } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropReferenceCache } from '../../data/reference-cache.ts';
import { call } from '../../test-support/api.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// The lists as a new site serves them: on the demo data (가람누리그룹), whose companies and maps are what the
// company list and its own-audit-team notice show.
describe('commons API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { demo: true });
  });
  afterAll(() => t.close());

  const get = async (endpoint: Endpoint) => {
    const res = await call(t.app, endpoint);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the usable companies in order, with isAlerted from the source maps and the notice brand', async () => {
    const companies = await get(commonsApi.companyTypes);
    expect(companies.length).toBeGreaterThanOrEqual(6);
    expect(companies[0]).toEqual({
      code: 'GARAM_HOLDINGS',
      title: '가람누리홀딩스',
      isAlerted: false,
      noticeBrand: null,
    });
    const byCode = Object.fromEntries(companies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.GARAM_ELECTRONICS.isAlerted).toBe(true);
    expect(byCode.GARAM_CONSTRUCTION.isAlerted).toBe(false);
    expect(byCode.BEANS_AND_LEAF).toMatchObject({ isAlerted: true, noticeBrand: '가람누리푸드' });
  });

  it('hides unusable companies and stops alerting when the source map is unusable', async () => {
    await t.database.db
      .updateTable('company_types')
      .set({ status: 'DISABLED' })
      .where('code', '=', 'GARAM_TRADING')
      .execute();
    const electronics = await t.database.db
      .selectFrom('company_types')
      .select('id')
      .where('code', '=', 'GARAM_ELECTRONICS')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('company_type_maps')
      .set({ status: 'DISABLED' })
      .where('company_type_id', '=', electronics.id)
      .execute();
    // Written around the application, so its cache is told by hand (a system admin's change tells it itself).
    dropReferenceCache(t.database.db);
    const codes = (await get(commonsApi.companyTypes)) as { code: string; isAlerted: boolean }[];
    expect(codes.map((c) => c.code)).not.toContain('GARAM_TRADING');
    expect(codes.find((c) => c.code === 'GARAM_ELECTRONICS')?.isAlerted).toBe(false);
  });

  it('lists the eight report types', async () => {
    const types = await get(commonsApi.reportTypes);
    expect(types.map((t: { title: string }) => t.title)).toEqual([
      '금품·향응 수수',
      '부당한 업체 선정',
      '권한 남용 및 부당 지시',
      '횡령·배임',
      '성희롱·괴롭힘',
      '인사 관련 불만',
      '정보 유출',
      '기타 비윤리 행위',
    ]);
  });

  it('lists statuses, post types, usable/unusable and the popup period', async () => {
    expect((await get(commonsApi.postStatuses)).map((s: { code: string }) => s.code)).toEqual([
      'WAITING',
      'RECEIVED',
      'IN_PROGRESS',
      'COMPLETED',
    ]);
    expect(await get(commonsApi.postTypes)).toEqual([
      { code: 'PUBLIC', title: '실명' },
      { code: 'PRIVATE', title: '익명' },
    ]);
    expect(await get(commonsApi.statuses)).toEqual([
      { code: 'ENABLED', title: '사용' },
      { code: 'DISABLED', title: '미사용' },
    ]);
    expect(await get(commonsApi.popup)).toEqual({
      from: '2025-09-29T08:00:00.000Z',
      until: '2025-10-12T22:00:00.000Z',
    });
  });
});
