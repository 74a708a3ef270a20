import { adminApi, oversightApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { type Admin, makeAdmin, makeCompany, makeGroup, signInAdmin } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 7: the reporter names who must not see the report ("이 제보를 보지 않아야 할 사람"). Before, the named
// admin got the new-report mail at once and could read the report, the note naming it included. Now the report goes
// to its oversight only: no team sees it or is mailed, until the oversight has set the exclusions and released it.

type Headers = { authorization: string };

describe('a report that names who must not see it', () => {
  let t: TestApp;
  let named: Admin & { headers: Headers };
  let honest: Admin & { headers: Headers };
  let sys: Admin & { headers: Headers };
  let postId: number;
  const NOTE = '영업팀 피신고 과장';

  const as = async (admin: Admin) => ({ ...admin, headers: await signInAdmin(t.app, admin.loginId) });
  const mailsTo = (address: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('post_id', '=', postId)
      .where('to_address', '=', address)
      .execute();
  const teamList = (who: { headers: Headers }) =>
    call(t.app, adminApi.posts, { query: { page: 0 }, headers: who.headers });

  beforeAll(async () => {
    t = await buildTestApp({
      mail: {
        smtpUrl: 'smtp://127.0.0.1:1',
        from: '사이버감사실 <no-reply@audit.example>',
        intervalSeconds: 15,
      },
      publicBaseUrl: 'https://audit.example',
    });
    const db = t.database.db;
    const company = await makeCompany(db, '지목상사');
    const team = await makeGroup(db, { menus: ['/adminreport'], companies: [company] });
    named = await as(await makeAdmin(db, team, { name: '피신고 과장', email: 'named@audit.example' }));
    honest = await as(await makeAdmin(db, team, { name: '감사팀원', email: 'honest@audit.example' }));
    sys = await as(await makeAdmin(db, 'sysadmin', { name: '시스템', email: 'sys@audit.example' }));
    const filed = await fileReport(t.app, reportForm(company, { title: '지목 제보', excludedPersons: NOTE }));
    expect(filed.statusCode).toBe(200);
    postId = await postIdOf(db, filed.json().receiptNumber);
  });
  afterAll(() => t?.close());

  it('is held for the oversight: no team sees, counts or is mailed of it', async () => {
    for (const who of [named, honest]) {
      expect(
        (await call(t.app, adminApi.post, { params: { id: postId }, headers: who.headers })).statusCode,
      ).toBe(404);
      const list = await teamList(who);
      expect(list.json().board.totalElements).toBe(0);
      expect(Object.values(list.json().statusCountMap as Record<string, number>).every((n) => n === 0)).toBe(
        true,
      );
    }
    expect(await mailsTo('named@audit.example')).toEqual([]);
    expect(await mailsTo('honest@audit.example')).toEqual([]);
    expect(await mailsTo('sys@audit.example')).toHaveLength(1);
    const view = await call(t.app, oversightApi.overseenReport, { params: { postId }, headers: sys.headers });
    expect(view.json()).toMatchObject({ held: true, excludedPersons: NOTE });
  });

  it('reaches the team once the oversight has excluded the named admin and released it', async () => {
    const decided = await call(t.app, oversightApi.decideExclusions, {
      params: { postId },
      headers: sys.headers,
      payload: { adminUserIds: [named.id] },
    });
    expect(decided.statusCode).toBe(200);
    const released = await call(t.app, oversightApi.releaseReport, {
      params: { postId },
      headers: sys.headers,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json().held).toBe(false);

    expect((await teamList(honest)).json().board.totalElements).toBe(1);
    expect((await teamList(named)).json().board.totalElements).toBe(0);
    expect(
      (await call(t.app, adminApi.post, { params: { id: postId }, headers: named.headers })).statusCode,
    ).toBe(404);
    expect(await mailsTo('honest@audit.example')).toHaveLength(1);
    expect(await mailsTo('named@audit.example')).toEqual([]);

    const again = await call(t.app, oversightApi.releaseReport, { params: { postId }, headers: sys.headers });
    expect(again.statusCode).toBe(409);
  });

  it('cannot be released by the team', async () => {
    const byTeam = await call(t.app, oversightApi.releaseReport, {
      params: { postId },
      headers: honest.headers,
    });
    expect(byTeam.statusCode).toBe(403);
  });
});
