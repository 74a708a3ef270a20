import { adminApi, handlerApi, noteApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  type AuditTeam,
  bearer,
  type Company,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
} from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import {
  commentForm,
  pdfBytes,
  REAL_NAME_FIELDS,
  reportAndSignIn,
  signin,
} from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { verifyEvidence } from '../evidence/verify-evidence.ts';
import { type JobLog, runJobNow } from '../jobs/run-jobs.ts';
import { ENDED_SESSION_KEPT_MS, retentionJob, runRetention } from './run-retention.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const RETENTION_DAYS = 400;

type Filed = { id: number; receipt: string; token: string; title: string };

/** Files a report at the clock's time, signs its reporter in, writes a comment each way with a file, and a note. */
async function fileDiscussedReport(t: TestApp, company: Company, team: AuditTeam, title: string) {
  const { receiptNumber, token } = await reportAndSignIn(t.app, company, { title }, [
    { name: '증빙.pdf', data: pdfBytes(400) },
  ]);
  const id = await postIdOf(t.database.db, receiptNumber);
  const byReporter = await call(t.app, reporterApi.comment, {
    params: { postId: id },
    headers: bearer(token),
    payload: commentForm('추가 제보 내용입니다', [{ name: '추가 증빙.pdf', data: pdfBytes(300) }]),
  });
  const byAdmin = await call(t.app, adminApi.comment, {
    params: { postId: id },
    headers: team.headers,
    payload: commentForm('확인 중입니다', [{ name: '작성 양식.txt', data: Buffer.from('양식') }]),
  });
  const note = await call(t.app, noteApi.addNote, {
    params: { postId: id },
    headers: team.headers,
    payload: { content: '내부 메모입니다' },
  });
  // A handler, and a colleague excluded from the report.
  const colleague = await makeAdmin(t.database.db, team.group);
  const handled = await call(t.app, handlerApi.setAssignees, {
    params: { postId: id },
    headers: team.headers,
    payload: { adminUserIds: [team.admin.id] },
  });
  const excluded = await call(t.app, handlerApi.setExclusions, {
    params: { postId: id },
    headers: team.headers,
    payload: { adminUserIds: [colleague.id] },
  });
  expect([byReporter, byAdmin, note, handled, excluded].map((r) => r.statusCode)).toEqual([
    200, 200, 200, 200, 200,
  ]);
  return { id, receipt: receiptNumber, token, title };
}

async function setStatus(t: TestApp, team: AuditTeam, id: number, postStatus: string) {
  const res = await call(t.app, adminApi.setStatus, {
    params: { id },
    query: { postStatus },
    headers: team.headers,
  });
  expect(res.statusCode).toBe(200);
}

/** Rows of a report in each table that hangs off it. */
async function rowsOf(t: TestApp, postId: number) {
  const db = t.database.db;
  const count = async (
    table:
      | 'reporter_identities'
      | 'reporter_credentials'
      | 'attachments'
      | 'comments'
      | 'report_notes'
      | 'report_assignees'
      | 'report_exclusions'
      | 'sessions',
  ) => (await db.selectFrom(table).select('post_id').where('post_id', '=', postId).execute()).length;
  return {
    posts: (await db.selectFrom('posts').select('id').where('id', '=', postId).execute()).length,
    reporter_identities: await count('reporter_identities'),
    reporter_credentials: await count('reporter_credentials'),
    attachments: await count('attachments'),
    comments: await count('comments'),
    report_notes: await count('report_notes'),
    report_assignees: await count('report_assignees'),
    report_exclusions: await count('report_exclusions'),
    sessions: await count('sessions'),
  };
}

const purgeRows = (t: TestApp, action: string) =>
  t.database.db.selectFrom('audit_trail').selectAll().where('action', '=', action).orderBy('seq').execute();

async function expectChainsHold(t: TestApp) {
  for (const chain of await verifyEvidence(t.database.db, t.deps.cipher))
    expect(chain.broken, chain.table).toBeNull();
}

describe('retention of completed reports', () => {
  let t: TestApp;
  let team: AuditTeam;
  let company: Company;
  const r = {} as Record<'expired' | 'young' | 'open' | 'reopened', Filed>;
  beforeAll(async () => {
    t = await buildTestApp({ reportRetentionDays: RETENTION_DAYS });
    company = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    // Filed long ago; completed RETENTION_DAYS+1 and -1 days ago; one never completed, one completed and reopened.
    t.clock.advance(-(RETENTION_DAYS + 10) * DAY_MS);
    for (const key of ['expired', 'young', 'open', 'reopened'] as const)
      r[key] = await fileDiscussedReport(t, company, team, `보존기한 ${key} 제목`);
    t.clock.advance(9 * DAY_MS);
    await setStatus(t, team, r.expired.id, 'COMPLETED');
    await setStatus(t, team, r.reopened.id, 'COMPLETED');
    await setStatus(t, team, r.open.id, 'IN_PROGRESS');
    t.clock.advance(DAY_MS);
    await setStatus(t, team, r.reopened.id, 'RECEIVED');
    t.clock.advance(DAY_MS);
    await setStatus(t, team, r.young.id, 'COMPLETED');
    t.clock.advance((RETENTION_DAYS - 1) * DAY_MS);
  });
  afterAll(() => t?.close());

  it('deletes a report completed longer ago than the retention period, with everything of it', async () => {
    expect(await rowsOf(t, r.expired.id)).toEqual({
      posts: 1,
      reporter_identities: 1,
      reporter_credentials: 1,
      // The report's own file and one with each comment.
      attachments: 3,
      comments: 2,
      report_notes: 1,
      report_assignees: 1,
      report_exclusions: 1,
      sessions: 1,
    });
    const lines: { level: string; obj: object; msg: string }[] = [];
    const log: JobLog = {
      info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
      error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
    };
    expect(await runJobNow(t.deps, retentionJob, log)).toMatchObject({ ran: true, outcome: 'ok' });
    expect(await rowsOf(t, r.expired.id)).toEqual({
      posts: 0,
      reporter_identities: 0,
      reporter_credentials: 0,
      attachments: 0,
      comments: 0,
      report_notes: 0,
      report_assignees: 0,
      report_exclusions: 0,
      sessions: 0,
    });
    for (const kept of [r.young, r.open, r.reopened])
      expect(await rowsOf(t, kept.id)).toMatchObject({
        posts: 1,
        report_notes: 1,
        report_assignees: 1,
        report_exclusions: 1,
      });
    // Its receipt number now answers as one that never existed.
    const gone = await signin(t.app, r.expired.receipt, REAL_NAME_FIELDS.password);
    const never = await signin(t.app, 'ZZZZZZZZZZ', REAL_NAME_FIELDS.password);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual(never.json());
    // One structured line: the job, its outcome and counts, nothing of the report.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'job finished',
      obj: { event: 'job-run', job: 'retention', outcome: 'ok', reportsDeleted: 1, sessionsEnded: 0 },
    });
    expect(JSON.stringify(lines)).not.toContain(r.expired.receipt);
  });

  it('leaves one audit row per deleted report, without its content or its reporter', async () => {
    const rows = await purgeRows(t, 'PURGE_REPORT');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      actor_admin_id: null,
      actor_login_id: 'system:retention',
      ip: null,
      entity: 'post',
      entity_id: String(r.expired.id),
      after: null,
      before: {
        companyTypeId: company.id,
        companyCode: company.code,
        reportTypeId: expect.any(Number),
        postType: 'PUBLIC',
        createdAt: expect.any(String),
        completedAt: expect.any(String),
        retentionDays: RETENTION_DAYS,
      },
    });
    const completedAt = new Date(
      (row?.before as { completedAt: string } | undefined)?.completedAt ?? 0,
    ).getTime();
    expect(t.deps.now().getTime() - completedAt).toBeGreaterThan((RETENTION_DAYS + 1) * DAY_MS - 60_000);
    const text = JSON.stringify(row);
    for (const secret of [
      r.expired.receipt,
      r.expired.title,
      REAL_NAME_FIELDS.name,
      REAL_NAME_FIELDS.email,
      REAL_NAME_FIELDS.phoneNumber,
      REAL_NAME_FIELDS.what,
      '추가 제보',
      '증빙',
    ])
      expect(text).not.toContain(secret);
    await expectChainsHold(t);
  });

  it('does nothing more on the next run', async () => {
    expect(await runRetention(t.deps)).toEqual({
      reportsDeleted: 0,
      sessionsEnded: 0,
      sessionsDeleted: 0,
      loginLogsPurged: 0,
      accessLogsPurged: 0,
      auditRowsPurged: 0,
    });
    expect(await purgeRows(t, 'PURGE_REPORT')).toHaveLength(1);
  });
});

describe('reporter sessions of closed reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('ends the sessions of reports completed more than a month ago, and only those', async () => {
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    const closed = await reportAndSignIn(t.app, company);
    const open = await reportAndSignIn(t.app, company);
    // Both reporters signed in just now; their reports were completed 32 and 10 days ago.
    t.clock.advance(-32 * DAY_MS);
    await setStatus(t, team, await postIdOf(t.database.db, closed.receiptNumber), 'COMPLETED');
    t.clock.advance(22 * DAY_MS);
    await setStatus(t, team, await postIdOf(t.database.db, open.receiptNumber), 'COMPLETED');
    t.clock.advance(10 * DAY_MS);
    const myPost = (token: string) => call(t.app, reporterApi.myPost, { headers: bearer(token) });
    // The closed report's session still lives (the report itself is refused), until the job ends it.
    expect((await myPost(closed.token)).statusCode).toBe(403);
    expect((await myPost(open.token)).statusCode).toBe(200);
    expect((await runRetention(t.deps)).sessionsEnded).toBe(1);
    expect((await myPost(closed.token)).statusCode).toBe(410);
    expect((await myPost(open.token)).statusCode).toBe(200);
    expect((await runRetention(t.deps)).sessionsEnded).toBe(0);
  });

  it('deletes the sessions a week past their lifetime, of reporters and admins, and no other', async () => {
    const sessions = () =>
      t.database.db.selectFrom('sessions').select(['kind', 'expires_at']).orderBy('id').execute();
    const company = await makeCompany(t.database.db);
    await makeAuditTeam(t.app, t.database.db, [company]);
    const reporter = await reportAndSignIn(t.app, company);
    const before = await sessions();
    const now = t.deps.now().getTime();
    const endedWeekAgo = (at: number) =>
      before.filter((s) => s.expires_at.getTime() < at - ENDED_SESSION_KEPT_MS).length;
    expect(before.some((s) => s.kind === 'ADMIN' && s.expires_at.getTime() > now + 5 * HOUR_MS)).toBe(true);
    const myPost = () => call(t.app, reporterApi.myPost, { headers: bearer(reporter.token) });
    // Past a reporter session's four hours its token answers 410 (the web app's session-expired page) for a week.
    t.clock.advance(4 * HOUR_MS + 60_000);
    expect((await runRetention(t.deps)).sessionsDeleted).toBe(0);
    expect((await myPost()).statusCode).toBe(410);
    // A week after that, the reporters' sessions go (this one and the earlier test's), the admins' stay.
    t.clock.advance(ENDED_SESSION_KEPT_MS);
    const reporterGone = endedWeekAgo(t.deps.now().getTime());
    expect(reporterGone).toBeGreaterThan(0);
    expect((await runRetention(t.deps)).sessionsDeleted).toBe(reporterGone);
    expect((await sessions()).every((s) => s.kind === 'ADMIN')).toBe(true);
    expect((await myPost()).statusCode).toBe(401);
    // A week past an admin's twelve hours, none is left.
    t.clock.advance(8 * HOUR_MS);
    expect((await runRetention(t.deps)).sessionsDeleted).toBe(before.length - reporterGone);
    expect(await sessions()).toEqual([]);
  });
});
