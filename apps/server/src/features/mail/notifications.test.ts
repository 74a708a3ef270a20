import { adminApi, outboxApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import { decideExclusions } from '../../data/report-exclusions.repository.ts';
import { call } from '../../test-support/api.ts';
import {
  type Admin,
  bearer,
  type Company,
  makeAdmin,
  makeCompany,
  makeGroup,
  makeSysadmin,
  signInAdmin,
} from '../../test-support/factories.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test-support/mails.ts';
import { caseNumberOf, postIdOf } from '../../test-support/report-world.ts';
import { REAL_NAME_FIELDS, reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { COMMENT_NOTICE_WINDOW_MS } from './comment-notices.ts';
import { deliverDueMails, RETRY_MINUTES } from './outbox.ts';
import { smtpSender } from './smtp-sender.ts';

// The notifications end to end: events on reports queue mails in their own transactions, the worker sends them to
// a real SMTP server started here, and what arrives is read back from the wire.

const BASE = 'https://audit.example';

describe('notifications over SMTP', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let foods: Company;
  let electronics: Company;
  let construction: Company;
  let admins: Record<'holding' | 'foods' | 'elec' | 'shared', Admin>;
  let silent: Admin;
  const deliver = () => deliverDueMails(t.deps, smtpSender(sink.url));
  /** Sends what is due and answers what arrived, by recipient. */
  const deliverAll = async () => {
    const before = sink.received.length;
    await deliver();
    return sink.received.slice(before).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
  };
  const recipients = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      mail: { smtpUrl: sink.url, from: '사이버감사실 <no-reply@audit.example>', intervalSeconds: 15 },
      publicBaseUrl: BASE,
    });
    const db = t.database.db;
    const holding = await makeCompany(db, '알림홀딩스');
    foods = await makeCompany(db, '알림푸드');
    electronics = await makeCompany(db, '알림전자');
    construction = await makeCompany(db, '알림건설');
    // The holding's team sees every company; foods has its own team (source), electronics a team without the
    // flag; a receiving team (destination) is mapped to the holding only.
    const headOffice = await makeGroup(db, { companies: [holding, foods, electronics, construction] });
    const foodsTeam = await makeGroup(db, {
      menus: ['/adminreport'],
      companies: [{ company: foods, source: true }],
    });
    const elecTeam = await makeGroup(db, { companies: [electronics] });
    const sharedTeam = await makeGroup(db, { companies: [{ company: holding, destination: true }] });
    admins = {
      holding: await makeAdmin(db, headOffice, { email: 'holding@audit.example' }),
      foods: await makeAdmin(db, foodsTeam, { email: 'foods@audit.example' }),
      elec: await makeAdmin(db, elecTeam, { email: 'elec@audit.example' }),
      shared: await makeAdmin(db, sharedTeam, { email: 'shared@audit.example' }),
    };
    silent = await makeAdmin(db, headOffice); // no e-mail: never a recipient
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });
  beforeEach(async () => {
    // Every test starts with nothing left to send.
    await deliver();
  });

  /** Files a report; answers its id, receipt number and reporter token. */
  const report = async (company: Company) => {
    const filed = await reportAndSignIn(t.app, company);
    return { ...filed, id: await postIdOf(t.database.db, filed.receiptNumber) };
  };
  /** A reporter's comment, a window after the last one (a recipient hears of a report's comments once a window). */
  const reporterComment = (r: { id: number; token: string }, content = '추가 제보 내용입니다') => {
    t.clock.advance(COMMENT_NOTICE_WINDOW_MS);
    return call(t.app, reporterApi.comment, {
      params: { postId: r.id },
      headers: bearer(r.token),
      payload: { content },
    });
  };

  it("tells a new report to the company's teams, and a source company's also to the receiving teams", async () => {
    await report(foods);
    expect(recipients(await deliverAll())).toEqual([
      'foods@audit.example',
      'holding@audit.example',
      'shared@audit.example',
    ]);
    await report(electronics);
    expect(recipients(await deliverAll())).toEqual(['elec@audit.example', 'holding@audit.example']);
    await report(construction);
    expect(recipients(await deliverAll())).toEqual(['holding@audit.example']);
  });

  it('sends text and HTML, with the company, the case number and the link, and nothing of the report', async () => {
    const r = await report(foods);
    const [mail] = await deliverAll();
    const caseNumber = await caseNumberOf(t.database.db, r.id);
    expect(mail!.contentType).toMatch(/^multipart\/alternative/);
    expect(mail!.subject).toBe(`[사이버감사실] 새 제보가 접수되었습니다 (사건번호 ${caseNumber})`);
    const link = `${BASE}/admininquirypage?id=${r.id}`;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('제보대상 회사: 알림푸드');
      expect(part).toContain(`사건번호: ${caseNumber}`);
      // The database id only in the link, which needs it: never as the report's name.
      expect(part!.replaceAll(link, '')).not.toContain(String(r.id));
      expect(part).toContain(link);
    }
    expect(mail!.html).toContain(`<a href="${link}">`);
    const secrets = [r.receiptNumber, REAL_NAME_FIELDS.title, REAL_NAME_FIELDS.who, REAL_NAME_FIELDS.name];
    for (const secret of [...secrets, REAL_NAME_FIELDS.phoneNumber, REAL_NAME_FIELDS.email, '금품'])
      for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain(secret);
  });

  it("tells a reporter's comment to the company's teams (not the receiving teams), never the comment", async () => {
    const r = await report(foods);
    await deliverAll();
    expect((await reporterComment(r, '비밀스러운 댓글')).statusCode).toBe(200);
    const mails = await deliverAll();
    expect(recipients(mails)).toEqual(['foods@audit.example', 'holding@audit.example']);
    expect(mails[0]!.subject).toBe(
      `[사이버감사실] 제보자가 댓글을 남겼습니다 (사건번호 ${await caseNumberOf(t.database.db, r.id)})`,
    );
    for (const part of [mails[0]!.text, mails[0]!.html]) expect(part).not.toContain('비밀스러운');
    // The audit office's own reply is no news to it.
    const headers = await signInAdmin(t.app, admins.foods.loginId);
    const reply = await call(t.app, adminApi.comment, {
      params: { postId: r.id },
      headers,
      payload: { content: '감사실 답변입니다' },
    });
    expect(reply.statusCode).toBe(200);
    expect(await deliverAll()).toEqual([]);
  });

  it('tells only the handlers when the report has some, and never an excluded admin', async () => {
    const db = t.database.db;
    const r = await report(electronics);
    await deliverAll();
    await replaceAssignees(db, r.id, [admins.elec.id], t.deps.now());
    await reporterComment(r);
    expect(recipients(await deliverAll())).toEqual(['elec@audit.example']);
    // An excluded handler is not told; with no other handler to tell, the company's teams are, less the excluded.
    await decideExclusions(db, r.id, [admins.elec.id], admins.holding.id, t.deps.now());
    await reporterComment(r);
    expect(recipients(await deliverAll())).toEqual(['holding@audit.example']);
    // So are they when the one handler has no address to be told at.
    await decideExclusions(db, r.id, [], admins.holding.id, t.deps.now());
    await replaceAssignees(db, r.id, [silent.id], t.deps.now());
    await reporterComment(r);
    expect(recipients(await deliverAll())).toEqual(['elec@audit.example', 'holding@audit.example']);
    // Without handlers the company's teams are told, less the excluded admins.
    await replaceAssignees(db, r.id, [], t.deps.now());
    await decideExclusions(db, r.id, [admins.holding.id], admins.elec.id, t.deps.now());
    await reporterComment(r);
    expect(recipients(await deliverAll())).toEqual(['elec@audit.example']);
  });

  it('keeps mails through an SMTP outage and delivers each exactly once when it is back', async () => {
    await sink.stop();
    try {
      await report(construction);
      await report(electronics);
      expect(await deliver()).toEqual({ sent: 0, failed: 3 });
    } finally {
      await sink.start();
    }
    // Not due again before the first pause has passed.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(RETRY_MINUTES[0]! * 60_000 + 1000);
    const arrived = await deliverAll();
    expect(recipients(arrived)).toEqual([
      'elec@audit.example',
      'holding@audit.example',
      'holding@audit.example',
    ]);
    expect(new Set(arrived.map((m) => `${m.to}|${m.subject}`)).size).toBe(3);
    t.clock.advance(24 * 60 * 60_000);
    expect(await deliverAll()).toEqual([]);
  });

  it('fails a mail the server refuses for good at once, and sends it when a system admin retries it', async () => {
    sink.refused.add('holding@audit.example');
    try {
      await report(construction);
      expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    } finally {
      sink.refused.clear();
    }
    const sys = await makeSysadmin(t.app, t.database.db);
    const failed = (await call(t.app, outboxApi.outbox, { headers: sys })).json().content[0];
    expect(failed).toMatchObject({ to: 'holding@audit.example', status: 'FAILED', attempts: 1 });
    expect(failed.lastError).toContain('550');
    const retried = await call(t.app, outboxApi.retryMail, { headers: sys, params: { id: failed.id } });
    expect(retried.statusCode).toBe(200);
    expect(recipients(await deliverAll())).toEqual(['holding@audit.example']);
    expect(await deliverAll()).toEqual([]);
  });

  it('sends each mail once when two workers race on one outbox', async () => {
    for (let i = 0; i < 4; i++) await report(foods);
    const before = sink.received.length;
    const send = smtpSender(sink.url);
    const results = await Promise.all([
      deliverDueMails(t.deps, send, 5),
      deliverDueMails(t.deps, send, 5),
      deliverDueMails(t.deps, send, 5),
    ]);
    const more = await deliver();
    const sent = results.reduce((n, r) => n + r.sent, more.sent);
    expect(sent).toBe(12);
    const arrived = sink.received.slice(before);
    expect(arrived).toHaveLength(12);
    expect(new Set(arrived.map((m) => `${m.to}|${m.subject}`)).size).toBe(12);
  });
});
