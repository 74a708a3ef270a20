import { adminApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { makeReportWorld, postIdOf, type ReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('report status', () => {
  let t: TestApp;
  let w: ReportWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await makeReportWorld(t);
  });
  afterAll(() => t.close());

  it('changes the status, records completion and audits the change', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, w.companies.logistics);
    const id = await postIdOf(t.database.db, receiptNumber);
    const headers = w.headOffice.headers;
    const patch = (postStatus: string) =>
      call(t.app, adminApi.setStatus, { params: { id }, query: { postStatus }, headers });
    expect((await patch('IN_PROGRESS')).json()).toEqual({ postStatus: 'IN_PROGRESS' });
    expect((await patch('DONE')).statusCode).toBe(400);
    expect((await patch('COMPLETED')).json()).toEqual({ postStatus: 'COMPLETED' });
    const row = await t.database.db
      .selectFrom('posts')
      .select(['status_code', 'completed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe('COMPLETED');
    expect(row.completed_at).toBeInstanceOf(Date);
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.after)).toEqual([{ status: 'IN_PROGRESS' }, { status: 'COMPLETED' }]);
    const mine = (await call(t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    expect(mine.status).toEqual({ statusCode: 'COMPLETED', statusTitle: '처리완료' });
    const late = await call(t.app, adminApi.comment, {
      params: { postId: id },
      headers,
      payload: { content: '늦은 답변' },
    });
    expect(late.statusCode).toBe(409);
  });
});
