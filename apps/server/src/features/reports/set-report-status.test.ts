import { adminApi, reporterApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';

describe('report status', () => {
  const s = withReportWorld();

  it('changes the status, records completion and audits the change', async () => {
    const { token, receiptNumber } = await reportAndSignIn(s.t.app, s.w.companies.logistics);
    const id = await postIdOf(s.t.database.db, receiptNumber);
    const headers = s.w.headOffice.headers;
    const patch = (postStatus: string) =>
      call(s.t.app, adminApi.setStatus, { params: { id }, query: { postStatus }, headers });
    expect((await patch('IN_PROGRESS')).json()).toEqual({ postStatus: 'IN_PROGRESS' });
    expect((await patch('DONE')).statusCode).toBe(400);
    expect((await patch('COMPLETED')).json()).toEqual({ postStatus: 'COMPLETED' });
    const row = await s.t.database.db
      .selectFrom('posts')
      .select(['status_code', 'completed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe('COMPLETED');
    expect(row.completed_at).toBeInstanceOf(Date);
    const audit = await s.t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', String(id))
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.after)).toEqual([{ status: 'IN_PROGRESS' }, { status: 'COMPLETED' }]);
    const mine = (await call(s.t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    expect(mine.status).toEqual({ statusCode: 'COMPLETED', statusTitle: '처리완료' });
    const late = await call(s.t.app, adminApi.comment, {
      params: { postId: id },
      headers,
      payload: { content: '늦은 답변' },
    });
    expect(late.statusCode).toBe(409);
  });
});
