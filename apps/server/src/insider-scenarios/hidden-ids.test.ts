import { adminApi, noteApi, outboxApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideExclusions } from '../data/report-exclusions.repository.ts';
import { call } from '../test-support/api.ts';
import { type Admin, makeAdmin, makeCompany, makeGroup, signInAdmin } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, pdfBytes, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Insider scenario (issue 30, hole 4): an admin excluded from a report (conflict of interest) must not learn from
// the ids it sees that the report exists. With ids drawn from a sequence it did: its list read 1, 3 (2 missing),
// its notes, mails and attachments skipped one, and its own next comment's id counted everything written before.
// Every row of a kind is written here between the rows the excluded admin sees, so with sequential ids the
// visible ids sit a step or two apart; unpredictable ids sit anywhere in the 31-bit range.

type Headers = Record<string, string>;
const MAX_ID = 2_147_483_647;
/** Two ids this close would be the sign of a sequence (random 31-bit ids are this close with odds of ~1 in 10^6). */
const NEAR = 1_000;

/** The pairs of ids that lie within NEAR of each other, as "a~b": empty for unpredictable ids. */
function nearPairs(ids: number[]): string[] {
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.slice(1).flatMap((id, i) => (id - sorted[i]! < NEAR ? [`${sorted[i]}~${id}`] : []));
}

describe('insider: the ids an excluded admin sees do not give a hidden report away', () => {
  let t: TestApp;
  let insider: { admin: Admin; headers: Headers };
  let handler: Headers;
  /** Reports in filing order: visible, hidden, visible, hidden, visible. */
  const reports: { id: number; hidden: boolean }[] = [];
  const visible = () => reports.filter((r) => !r.hidden).map((r) => r.id);

  beforeAll(async () => {
    // Mail configured (never delivered here): each report's arrival is queued in the outbox.
    t = await buildTestApp({
      mail: {
        smtpUrl: 'smtp://127.0.0.1:9',
        from: '사이버감사실 <no-reply@audit.example>',
        intervalSeconds: 15,
      },
    });
    const db = t.database.db;
    const company = await makeCompany(db, '순번누설상사');
    const group = await makeGroup(db, { menus: ['/adminreport', '/adminoutbox'], companies: [company] });
    const handlerAdmin = await makeAdmin(db, group, { email: 'handler@audit.example' });
    const insiderAdmin = await makeAdmin(db, group, { email: 'insider@audit.example' });
    handler = await signInAdmin(t.app, handlerAdmin.loginId);
    insider = { admin: insiderAdmin, headers: await signInAdmin(t.app, insiderAdmin.loginId) };
    for (const hidden of [false, true, false, true, false]) {
      const form = reportForm(company, { title: hidden ? '숨겨진 제보' : '보이는 제보' }, [
        { name: '증빙.pdf', data: pdfBytes(200) },
      ]);
      const receipt = (await fileReport(t.app, form)).json().receiptNumber as string;
      const id = await postIdOf(db, receipt);
      reports.push({ id, hidden });
      // The exclusion as the oversight sets it (how it is decided is another scenario's matter).
      if (hidden) await decideExclusions(db, id, [insiderAdmin.id], handlerAdmin.id, new Date());
    }
    // Comments and notes in turn on each report, hidden ones included, by an admin who sees them all.
    for (const r of reports) {
      const payload = { content: `${r.id} 확인 중입니다.` };
      expect(
        (await call(t.app, adminApi.comment, { params: { postId: r.id }, headers: handler, payload }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(t.app, noteApi.addNote, { params: { postId: r.id }, headers: handler, payload }))
          .statusCode,
      ).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const detail = (id: number) => call(t.app, adminApi.post, { params: { id }, headers: insider.headers });

  it('sees the other reports under ids that leave no gap for the hidden ones', async () => {
    const res = await call(t.app, adminApi.posts, { headers: insider.headers, query: { page: 0 } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().board.content.map((p: { id: number }) => p.id);
    const byValue = (a: number, b: number) => a - b;
    expect([...ids].sort(byValue)).toEqual(visible().sort(byValue));
    for (const id of ids) {
      expect(id).toBeGreaterThan(0);
      expect(id).toBeLessThanOrEqual(MAX_ID);
    }
    expect(nearPairs(ids)).toEqual([]);
    // Each of them still opens by its id (the spec's path shape, within the schema's 32-bit bound).
    for (const id of ids) expect((await detail(id)).statusCode).toBe(200);
  });

  it('sees comment, note and attachment ids that do not count the hidden rows', async () => {
    const comments: number[] = [];
    const notes: number[] = [];
    const files: number[] = [];
    for (const id of visible()) {
      const post = (await detail(id)).json();
      comments.push(...post.comments.map((c: { id: number }) => c.id));
      files.push(...post.attachFiles.map((f: { id: number }) => f.id));
      const listed = await call(t.app, noteApi.notes, { params: { postId: id }, headers: insider.headers });
      notes.push(...listed.json().map((n: { id: number }) => n.id));
    }
    expect([comments.length, notes.length, files.length]).toEqual([3, 3, 3]);
    for (const ids of [comments, notes, files]) expect(nearPairs(ids)).toEqual([]);
  });

  it('gets, for its own new comment and note, ids that do not follow the last ones written', async () => {
    const [first, , last] = visible() as [number, number, number];
    const before = (await detail(last)).json().comments.map((c: { id: number }) => c.id);
    const payload = { content: '추가 확인합니다.' };
    const comment = await call(t.app, adminApi.comment, {
      params: { postId: first },
      headers: insider.headers,
      payload,
    });
    const note = await call(t.app, noteApi.addNote, {
      params: { postId: first },
      headers: insider.headers,
      payload,
    });
    expect([comment.statusCode, note.statusCode]).toEqual([200, 200]);
    // On a sequence the new comment's id would be the hidden comments' count plus what it saw: it may tell nothing.
    expect(nearPairs([...before, comment.json().id])).toEqual([]);
    const notes = await call(t.app, noteApi.notes, { params: { postId: last }, headers: insider.headers });
    expect(nearPairs([...notes.json().map((n: { id: number }) => n.id), note.json().id])).toEqual([]);
    // The ordering that ids gave before is kept by time: its comment is the last of its report's thread.
    const thread = (await detail(first)).json().comments.map((c: { id: number }) => c.id);
    expect(thread.at(-1)).toBe(comment.json().id);
  });

  it('sees outbox mails under ids that leave no gap for the hidden reports', async () => {
    const res = await call(t.app, outboxApi.outbox, { headers: insider.headers, query: { page: 0 } });
    expect(res.statusCode).toBe(200);
    const mails = res.json().content as { id: number; to: string }[];
    // Each report's arrival was mailed to the team; those of the hidden reports are not listed.
    expect(mails.length).toBeGreaterThanOrEqual(visible().length);
    expect(nearPairs(mails.map((m) => m.id))).toEqual([]);
  });
});
