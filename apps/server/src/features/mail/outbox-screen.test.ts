import { OUTBOX_MESSAGES, OUTBOX_PAGE_SIZE, outboxApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { makeAuditTeam } from '../../test-support/factories.ts';
import { failedMail } from '../../test-support/mails.ts';
import { withSysadmin } from '../../test-support/with-sysadmin.ts';
import { deliverDueMails } from './outbox.ts';

describe('the outbox screen (/adminoutbox)', () => {
  const s = withSysadmin();
  const page = (query: Record<string, string | number> = {}, headers = s.sys) =>
    call(s.t.app, outboxApi.outbox, { headers, query });
  const retry = (id: number | string, headers = s.sys) =>
    call(s.t.app, outboxApi.retryMail, { headers, params: { id } });
  const outboxAudit = () =>
    s.t.database.db.selectFrom('audit_trail').selectAll().where('entity', '=', 'mail_outbox').execute();

  it('lists the mails newest first, with their state and failure reason, never a body', async () => {
    const ids = [];
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 1; i++)
      ids.push(await failedMail(s.t.deps, `m${i}@audit.example`));
    const first = await page();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ totalElements: OUTBOX_PAGE_SIZE + 1, totalPages: 2, number: 0 });
    expect(body.content).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(body.content[0]).toEqual({
      id: ids.at(-1),
      to: `m${OUTBOX_PAGE_SIZE}@audit.example`,
      subject: '[사이버감사실] 실패한 메일',
      status: 'FAILED',
      attempts: 6,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      createdDate: expect.any(String),
      nextAttemptDate: null,
      sentDate: null,
    });
    expect(first.body).not.toMatch(/body|html/i);
    expect((await page({ page: 1 })).json().content.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
  });

  it('refuses a bad page number with a Korean message', async () => {
    for (const p of ['-1', 'abc', '1.5']) {
      const res = await page({ page: p });
      expect(res.statusCode, p).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('sends a failed mail again once, with an audit row', async () => {
    const id = await failedMail(s.t.deps, 'retry@audit.example');
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'PENDING',
      attempts: 6,
      nextAttemptDate: expect.any(String),
    });
    expect((await outboxAudit()).map((r) => [r.action, r.entity_id, r.before, r.after])).toEqual([
      [
        'RETRY',
        String(id),
        { to: 'retry@audit.example', subject: '[사이버감사실] 실패한 메일', status: 'FAILED', attempts: 6 },
        { to: 'retry@audit.example', subject: '[사이버감사실] 실패한 메일', status: 'PENDING', attempts: 6 },
      ],
    ]);
    // Queued again: the next delivery tries it (here it fails again, for good, having used its attempts).
    const tried: string[] = [];
    await deliverDueMails(s.t.deps, async (m) => {
      tried.push(m.to);
      throw new Error('SMTP down');
    });
    expect(tried).toContain('retry@audit.example');
    const after = (await page()).json().content.find((m: { id: number }) => m.id === id);
    expect(after).toMatchObject({ status: 'FAILED', attempts: 7, lastError: 'Error: SMTP down' });
  });

  it('retries only failed mails, and answers 404 for one that does not exist', async () => {
    const id = await failedMail(s.t.deps);
    expect((await retry(id)).statusCode).toBe(200);
    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OUTBOX_MESSAGES.notFailed);
    expect((await retry(2_000_000_000)).statusCode).toBe(404);
    expect((await retry('abc')).statusCode).toBe(400);
  });

  it("is the outbox menu holders' alone", async () => {
    const team = await makeAuditTeam(s.t.app, s.t.database.db, [], ['/adminreport', '/adminsettings']);
    expect((await page({}, team.headers)).statusCode).toBe(403);
    expect((await retry(await failedMail(s.t.deps), team.headers)).statusCode).toBe(403);
    const holder = await makeAuditTeam(s.t.app, s.t.database.db, [], ['/adminoutbox']);
    expect((await page({}, holder.headers)).statusCode).toBe(200);
  });
});
