import { adminApi, reporterApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportAndSignIn, reportForm } from '../../test-support/reports.ts';

describe('admin report detail', () => {
  const s = withReportWorld();

  const detail = (id: number, headers: Record<string, string>) =>
    call(s.t.app, adminApi.post, { params: { id }, headers });

  it('shows the detail with contact data for a real-name report and logs the access', async () => {
    const res = await call(s.t.app, adminApi.post, {
      params: { id: s.w.foodsReport.id },
      headers: s.w.foodsTeam.headers,
      remoteAddress: '10.20.30.40',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      receiptNumber: s.w.foodsReport.receipt,
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
    const log = await s.t.database.db
      .selectFrom('personal_data_access_logs')
      .selectAll()
      .where('admin_login_id', '=', s.w.foodsTeam.admin.loginId)
      .where('action', '=', 'VIEW_REPORT')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      post_id: s.w.foodsReport.id,
      receipt_number: s.w.foodsReport.receipt,
      ip: '10.20.30.40',
    });
  });

  it('never shows contact data of an anonymous report', async () => {
    const view = (await detail(s.w.electronicsReport.id, s.w.electronicsTeam.headers)).json();
    expect(view.user).toMatchObject({ name: null, phoneNumber: null, email: null });
  });

  it('shows the reporter check info after the reporter looked', async () => {
    const { token, receiptNumber } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    await call(s.t.app, reporterApi.myPost, { headers: bearer(token) });
    const view = (await detail(await postIdOf(s.t.database.db, receiptNumber), s.w.foodsTeam.headers)).json();
    expect(view.user.loginSuccessCount).toBe(1);
    expect(view.user.lastLoginDate).not.toBeNull();
  });

  it('never shows a report body copied from another report (each value is bound to its row)', async () => {
    const db = s.t.database.db;
    const filed = async (who: string) =>
      postIdOf(
        db,
        (await fileReport(s.t.app, reportForm(s.w.companies.foods, { who }))).json().receiptNumber,
      );
    const source = await filed('원래 제보의 비밀 인물');
    const target = await filed('다른 제보');
    const { content_enc } = await db
      .selectFrom('posts')
      .select('content_enc')
      .where('id', '=', source)
      .executeTakeFirstOrThrow();
    // A database writer without the key moves the first report's ciphertext into the second report's row.
    await db.updateTable('posts').set({ content_enc }).where('id', '=', target).execute();
    const res = await detail(target, s.w.foodsTeam.headers);
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('원래 제보의 비밀 인물');
    expect((await detail(source, s.w.foodsTeam.headers)).json().content).toContain('원래 제보의 비밀 인물');
  });
});
