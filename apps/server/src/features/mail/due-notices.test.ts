import { adminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import { decideExclusions } from '../../data/report-exclusions.repository.ts';
import { koreaDateTime } from '../../lib/korea-time.ts';
import { call } from '../../test-support/api.ts';
import {
  type Admin,
  type Company,
  makeAdmin,
  makeCompany,
  makeGroup,
  signInAdmin,
} from '../../test-support/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/mails.ts';
import { caseNumberOf, postIdOf } from '../../test-support/report-world.ts';
import { makeReport } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sendDueNotices } from './due-notices.ts';
import { deliverDueMails } from './outbox.ts';
import { smtpSender } from './smtp-sender.ts';

// The due-date notices with a controllable clock: two days before a report's next due date and once it has passed,
// each once, to its recipients, through a real SMTP server.

const DAY_MS = 24 * 60 * 60_000;

describe('due-date notices', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let company: Company;
  let lead: Admin;
  let other: Admin;
  /** Runs the job, sends what it queued and answers what arrived, by recipient. */
  const deliver = () => deliverDueMails(t.deps, smtpSender(sink.url));
  const runJob = async () => {
    await deliver(); // the reports' own notices first: only the job's are looked at
    await sendDueNotices(t.deps, new AbortController().signal);
    const before = sink.received.length;
    await deliver();
    return sink.received.slice(before).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
  };
  const dueAt = async (postId: number) =>
    (
      await t.database.db
        .selectFrom('posts')
        .select('due_at')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow()
    ).due_at as Date;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      mail: { smtpUrl: sink.url, from: 'no-reply@audit.example', intervalSeconds: 15 },
      publicBaseUrl: 'https://audit.example',
    });
    const db = t.database.db;
    company = await makeCompany(db, '기한전자');
    const team = await makeGroup(db, { menus: ['/adminreport'], companies: [company] });
    lead = await makeAdmin(db, team, { email: 'lead@audit.example' });
    other = await makeAdmin(db, team, { email: 'other@audit.example' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('tells of the acknowledgement due in two days, then of it passed, each once, never an excluded admin', async () => {
    const id = await postIdOf(t.database.db, await makeReport(t.app, company));
    await decideExclusions(t.database.db, id, [other.id], lead.id, t.deps.now());
    const due = await dueAt(id);
    expect(await runJob()).toEqual([]);

    t.clock.advance(5 * DAY_MS + 60_000);
    const [soon, ...more] = await runJob();
    expect(more).toEqual([]);
    expect(soon!.to).toEqual(['lead@audit.example']);
    const caseNumber = await caseNumberOf(t.database.db, id);
    expect(soon!.subject).toBe(`[사이버감사실] 처리기한이 다가옵니다 (사건번호 ${caseNumber})`);
    for (const part of [soon!.text, soon!.html]) {
      expect(part).toContain('접수 확인 기한이 다가옵니다');
      expect(part).toContain(`기한: ${koreaDateTime(due)}`);
      expect(part).toContain('제보대상 회사: 기한전자');
      expect(part).toContain(`https://audit.example/admininquirypage?id=${id}`);
    }
    expect(await runJob()).toEqual([]);

    t.clock.advance(2 * DAY_MS);
    const passed = await runJob();
    expect(passed.map((m) => [m.to, m.subject])).toEqual([
      [['lead@audit.example'], `[사이버감사실] 처리기한이 지났습니다 (사건번호 ${caseNumber})`],
    ]);
    expect(passed[0]!.text).toContain('접수 확인 기한이 지났습니다');
    expect(await runJob()).toEqual([]);
    t.clock.advance(DAY_MS);
    expect(await runJob()).toEqual([]);
  });

  it('tells of the feedback due date once the report is acknowledged, and of nothing once completed with its result', async () => {
    const id = await postIdOf(t.database.db, await makeReport(t.app, company));
    const caseNumber = await caseNumberOf(t.database.db, id);
    // Signed in anew each time: months pass on the test's clock.
    const setStatus = async (postStatus: string, resultMessage?: string) =>
      call(t.app, adminApi.setStatus, {
        headers: await signInAdmin(t.app, lead.loginId),
        params: { id },
        query: { postStatus },
        ...(resultMessage ? { payload: { resultMessage } } : {}),
      });
    expect((await setStatus('RECEIVED')).statusCode).toBe(200);
    const feedbackDue = await dueAt(id);
    expect(feedbackDue.getTime()).toBeGreaterThan(t.deps.now().getTime() + 80 * DAY_MS);
    await runJob();

    t.clock.advance(feedbackDue.getTime() - t.deps.now().getTime() - DAY_MS);
    const soon = (await runJob()).filter((m) => m.subject.endsWith(`(사건번호 ${caseNumber})`));
    expect(soon.map((m) => m.to)).toEqual([['lead@audit.example'], ['other@audit.example']]);
    expect(soon[0]!.text).toContain('처리 결과 회신 기한이 다가옵니다');

    // The result message sent with the completion is the feedback (a completion alone would leave it due).
    expect((await setStatus('COMPLETED', '조사 결과를 알려드립니다.')).statusCode).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect((await runJob()).filter((m) => m.subject.endsWith(`(사건번호 ${caseNumber})`))).toEqual([]);
  });
  it('tells only the handlers when the report has some', async () => {
    const id = await postIdOf(t.database.db, await makeReport(t.app, company));
    const caseNumber = await caseNumberOf(t.database.db, id);
    await replaceAssignees(t.database.db, id, [other.id], t.deps.now());
    await runJob();
    t.clock.advance(5 * DAY_MS + 60_000);
    const soon = (await runJob()).filter((m) => m.subject.endsWith(`(사건번호 ${caseNumber})`));
    expect(soon.map((m) => m.to)).toEqual([['other@audit.example']]);
  });
});
