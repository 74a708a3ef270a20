import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createAdmin } from '../../test-support/admins.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { deliverDueMails, RETRY_MINUTES, type SendMail } from './outbox.ts';

const MAIL = { smtpUrl: 'smtp://127.0.0.1:2525', from: '사이버감사실 <no-reply@audit.example>' };

describe('mail outbox', () => {
  let t: TestApp;
  const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const setEmail = (loginId: string, email: string) =>
    t.database.db.updateTable('admin_users').set({ email }).where('login_id', '=', loginId).execute();

  beforeAll(async () => {
    t = await buildTestApp({ mail: MAIL, publicBaseUrl: 'https://audit.example' });
    await createAdmin(t.database.db, 'holding.mail', '지주 감사팀');
    await createAdmin(t.database.db, 'foods.mail', '푸드 감사팀');
    await createAdmin(t.database.db, 'elec.mail', '전자 감사팀');
    await createAdmin(t.database.db, 'nomail', '지주 감사팀');
    await setEmail('holding.mail', 'holding@audit.example');
    await setEmail('foods.mail', 'foods@audit.example');
    await setEmail('elec.mail', 'elec@audit.example');
  });
  afterAll(() => t.close());

  it("tells the company's own team (source) and the receiving teams (destination), never the report content", async () => {
    await fileReport(t.app, reportForm({ companyType: 'GARAM_FOODS', title: '비밀 제목', who: '김 과장' }));
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual(['foods@audit.example', 'holding@audit.example']);
    const body = t.deps.cipher.decryptText(mails[0]!.body_enc, 'mail_outbox.body');
    expect(body).toContain('제보대상 회사: 가람누리푸드');
    expect(body).toContain('https://audit.example/adminlogin');
    for (const secret of ['비밀 제목', '김 과장', '홍길동', '010-1234-5678'])
      expect(body).not.toContain(secret);
  });

  it('sends only to the receiving teams for a company without its own team', async () => {
    const before = (await outbox()).length;
    await fileReport(t.app, reportForm({ companyType: 'GARAM_CONSTRUCTION' }));
    expect((await outbox()).slice(before).map((m) => m.to_address)).toEqual(['holding@audit.example']);
  });

  it('delivers due mails, and retries failures with growing pauses until it gives up', async () => {
    const sent: string[] = [];
    const ok: SendMail = async (m) => {
      sent.push(`${m.to}|${m.subject}|${m.from}`);
    };
    expect(await deliverDueMails(t.deps, ok)).toEqual({ sent: 3, failed: 0 });
    expect(sent[0]).toBe(
      'foods@audit.example|[사이버감사실] 새 제보가 접수되었습니다|사이버감사실 <no-reply@audit.example>',
    );
    expect((await outbox()).every((m) => m.status === 'SENT')).toBe(true);
    expect(await deliverDueMails(t.deps, ok)).toEqual({ sent: 0, failed: 0 });

    await fileReport(t.app, reportForm({ companyType: 'GARAM_CONSTRUCTION' }));
    const down: SendMail = async () => {
      throw new Error('SMTP down');
    };
    for (const minutes of RETRY_MINUTES) {
      expect(await deliverDueMails(t.deps, down)).toEqual({ sent: 0, failed: 1 });
      expect(await deliverDueMails(t.deps, down)).toEqual({ sent: 0, failed: 0 });
      t.clock.advance(minutes * 60_000 + 1000);
    }
    expect(await deliverDueMails(t.deps, down)).toEqual({ sent: 0, failed: 1 });
    const last = (await outbox()).at(-1)!;
    expect(last).toMatchObject({
      status: 'FAILED',
      attempts: RETRY_MINUTES.length + 1,
      last_error: 'Error: SMTP down',
    });
  });

  it('mails a new admin their set-password link when they have an e-mail', async () => {
    const sys = await adminHeaders(t.app, t.database.db, 'sys.mail', 'sysadmin');
    const group = await t.database.db
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', '지주 감사팀')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysadmin/users',
      headers: sys,
      payload: {
        loginId: 'mailed.admin',
        name: '메일 수신자',
        email: 'new@audit.example',
        groupId: group.id,
      },
    });
    const mail = (await outbox()).at(-1)!;
    expect(mail.to_address).toBe('new@audit.example');
    expect(t.deps.cipher.decryptText(mail.body_enc, 'mail_outbox.body')).toContain(
      `https://audit.example${res.json().setupLink.path}`,
    );
  });
});

describe('mail not configured', () => {
  it('queues nothing', async () => {
    const t = await buildTestApp();
    try {
      await createAdmin(t.database.db, 'holding.x', '지주 감사팀');
      await t.database.db.updateTable('admin_users').set({ email: 'x@audit.example' }).execute();
      await fileReport(t.app, reportForm({ companyType: 'GARAM_FOODS' }));
      expect(await t.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
