import { sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { call } from '../../test-support/api.ts';
import {
  type Company,
  type Group,
  makeAdmin,
  makeCompany,
  makeGroup,
  makeSysadmin,
} from '../../test-support/factories.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { deliverDueMails, RETRY_MINUTES, type SendMail } from './outbox.ts';

const MAIL = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: '사이버감사실 <no-reply@audit.example>',
  intervalSeconds: 15,
};

describe('mail outbox', () => {
  let t: TestApp;
  let foods: Company;
  let construction: Company;
  let headOffice: Group;
  // In the order they were queued (ids are random: data/reserve-ids.ts); one event's mails by address.
  const outbox = () =>
    t.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('to_address').execute();

  beforeAll(async () => {
    t = await buildTestApp({ mail: MAIL, publicBaseUrl: 'https://audit.example' });
    const db = t.database.db;
    const holding = await makeCompany(db, '테스트홀딩스');
    const electronics = await makeCompany(db, '테스트전자');
    foods = await makeCompany(db, '테스트푸드');
    construction = await makeCompany(db, '테스트건설');
    // The holding's team receives shared reports (destination); foods and electronics have their own teams (source).
    headOffice = await makeGroup(db, {
      companies: [{ company: holding, destination: true }, electronics, foods, construction],
    });
    const foodsTeam = await makeGroup(db, { companies: [{ company: foods, source: true }] });
    const elecTeam = await makeGroup(db, { companies: [{ company: electronics, source: true }] });
    await makeAdmin(db, headOffice, { email: 'holding@audit.example' });
    await makeAdmin(db, foodsTeam, { email: 'foods@audit.example' });
    await makeAdmin(db, elecTeam, { email: 'elec@audit.example' });
    await makeAdmin(db, headOffice);
  });
  afterAll(() => t.close());

  it("tells the company's own team (source) and the receiving teams (destination), never the report content", async () => {
    await fileReport(t.app, reportForm(foods, { title: '비밀 제목', who: '김 과장' }));
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual(['foods@audit.example', 'holding@audit.example']);
    const body = t.deps.cipher.decryptText(mails[0]!.body_enc, BIND.mailBody(mails[0]!.id));
    expect(body).toContain('제보대상 회사: 테스트푸드');
    expect(body).toContain(`https://audit.example/admininquirypage?id=`);
    const html = t.deps.cipher.decryptText(mails[0]!.html_enc!, BIND.mailHtml(mails[0]!.id));
    expect(html).toContain('<li>제보대상 회사: 테스트푸드</li>');
    for (const secret of ['비밀 제목', '김 과장', '홍길동', '010-1234-5678'])
      expect(body).not.toContain(secret);
  });

  it('sends only to the receiving teams for a company without its own team', async () => {
    const before = (await outbox()).length;
    await fileReport(t.app, reportForm(construction));
    expect((await outbox()).slice(before).map((m) => m.to_address)).toEqual(['holding@audit.example']);
  });

  it('delivers due mails, and retries failures with growing pauses until it gives up', async () => {
    const sent: string[] = [];
    const ok: SendMail = async (m) => {
      sent.push(`${m.to}|${m.subject.replace(/ \(사건번호 [0-9A-Z-]+\)$/, '')}|${m.from}`);
    };
    expect(await deliverDueMails(t.deps, ok)).toEqual({ sent: 3, failed: 0 });
    expect(sent).toContain(
      'foods@audit.example|[사이버감사실] 새 제보가 접수되었습니다|사이버감사실 <no-reply@audit.example>',
    );
    expect((await outbox()).every((m) => m.status === 'SENT')).toBe(true);
    expect(await deliverDueMails(t.deps, ok)).toEqual({ sent: 0, failed: 0 });

    await fileReport(t.app, reportForm(construction));
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
    const sys = await makeSysadmin(t.app, t.database.db);
    const res = await call(t.app, sysadminApi.createUser, {
      headers: sys,
      payload: {
        loginId: 'mailed.admin',
        name: '메일 수신자',
        email: 'new@audit.example',
        groupId: headOffice.id,
      },
    });
    const mail = (await outbox()).at(-1)!;
    expect(mail.to_address).toBe('new@audit.example');
    const link = `https://audit.example${res.json().setupLink.path}`;
    expect(t.deps.cipher.decryptText(mail.body_enc, BIND.mailBody(mail.id))).toContain(link);
    expect(t.deps.cipher.decryptText(mail.html_enc!, BIND.mailHtml(mail.id))).toContain(
      `<a href="${link.replaceAll('&', '&amp;')}">`,
    );
  });
});

describe('mail not configured', () => {
  it('queues nothing', async () => {
    const t = await buildTestApp();
    try {
      const company = await makeCompany(t.database.db);
      const team = await makeGroup(t.database.db, {
        companies: [{ company, source: true, destination: true }],
      });
      await makeAdmin(t.database.db, team, { email: 'x@audit.example' });
      await fileReport(t.app, reportForm(company));
      expect(await t.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
