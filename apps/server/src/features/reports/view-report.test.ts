import { adminApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { makeReportWorld, postIdOf, type ReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('admin report detail', () => {
  let t: TestApp;
  let w: ReportWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await makeReportWorld(t);
  });
  afterAll(() => t.close());

  const detail = (id: number, headers: Record<string, string>) =>
    call(t.app, adminApi.post, { params: { id }, headers });

  it('shows the detail with contact data for a real-name report and logs the access', async () => {
    const res = await call(t.app, adminApi.post, {
      params: { id: w.foodsReport.id },
      headers: w.foodsTeam.headers,
      remoteAddress: '10.20.30.40',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      receiptNumber: w.foodsReport.receipt,
      postType: 'PUBLIC',
      title: '푸드 제보',
      user: {
        name: '홍길동',
        phoneNumber: '010-1234-5678',
        email: 'reporter@example.com',
        loginSuccessCount: 0,
        lastLoginDate: null,
      },
      attachFiles: [{ clientFilename: '영수증.pdf', size: 500 }],
    });
    const log = await t.database.db
      .selectFrom('personal_data_access_logs')
      .selectAll()
      .where('admin_login_id', '=', w.foodsTeam.admin.loginId)
      .where('action', '=', 'VIEW_REPORT')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      post_id: w.foodsReport.id,
      receipt_number: w.foodsReport.receipt,
      ip: '10.20.30.40',
    });
  });

  it('never shows contact data of an anonymous report', async () => {
    const view = (await detail(w.electronicsReport.id, w.electronicsTeam.headers)).json();
    expect(view.user).toMatchObject({ name: null, phoneNumber: null, email: null });
  });

  it('shows the reporter check info after the reporter looked', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, w.companies.foods);
    await call(t.app, reporterApi.myPost, { headers: bearer(token) });
    const view = (await detail(await postIdOf(t.database.db, receiptNumber), w.foodsTeam.headers)).json();
    expect(view.user.loginSuccessCount).toBe(1);
    expect(view.user.lastLoginDate).not.toBeNull();
  });
});
