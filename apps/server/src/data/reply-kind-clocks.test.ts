import { adminApi, COMMENT_MESSAGES, REPLY_KIND_MESSAGES, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { clockDesk } from '../test-support/clock-desk.ts';
import { bearer } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { reportAndSignIn } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { addMonthsKst } from './legal-clocks.ts';

const DAY = 86_400_000;

// Issue 31: which replies meet which legal clock. A plain (courtesy) reply meets none; 접수 확인 meets the
// acknowledgement; 처리 결과 회신, or a completion's result message, meets the feedback; a completion alone does not.
describe('reply kinds and the legal clocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const { desk, created, expectRulesAgree } = clockDesk(() => t);

  it('a courtesy (plain) reply meets no clock; a 접수 확인 reply meets the acknowledgement alone', async () => {
    const d = await desk();
    const id = await d.file();
    const ackDue = new Date((await created(id)).getTime() + 7 * DAY).toISOString();
    // The spec's body, without a kind, is a plain reply; so is one marked PLAIN.
    await d.reply(id);
    await d.reply(id, 'PLAIN');
    const plain = (await d.detail(id)).clocks;
    expect(plain.acknowledgement).toMatchObject({ metDate: null, metBy: null });
    expect(plain.feedback).toMatchObject({ metDate: null, metBy: null });
    expect((await d.row(id)).dueDate).toBe(ackDue);
    await expectRulesAgree(id);
    t.clock.advance(8 * DAY);
    // Still unacknowledged past its date, whatever was said.
    expect(await d.row(id)).toMatchObject({ dueDate: ackDue, overdue: true });
    const { id: ack, createdDate: ackAt } = await d.reply(id, 'ACKNOWLEDGEMENT');
    const acknowledged = await d.detail(id);
    expect(acknowledged.clocks.acknowledgement).toEqual({
      dueDate: ackDue,
      metDate: ackAt,
      metBy: { by: 'REPLY', commentId: ack, statusCode: null },
      overdue: false,
    });
    expect(acknowledged.clocks.feedback).toMatchObject({ metDate: null, metBy: null });
    expect(acknowledged.comments.map((c: { kind: string }) => c.kind)).toEqual(['PLAIN', 'PLAIN', 'ACKNOWLEDGEMENT']);
    expect((await d.row(id)).dueDate).toBe(addMonthsKst(new Date(ackAt), 3).toISOString());
    await expectRulesAgree(id);
    // A status change after it neither acknowledges again nor gives the feedback.
    await d.status(id, 'IN_PROGRESS');
    expect((await d.detail(id)).clocks.acknowledgement.metDate).toBe(ackAt);
    expect((await d.detail(id)).clocks.feedback.metDate).toBeNull();
    await expectRulesAgree(id);
  });

  it('the feedback: met by a 처리 결과 회신 reply (which acknowledges too when nothing did), not reopened by a status change', async () => {
    const d = await desk();
    const id = await d.file();
    t.clock.advance(DAY);
    const { id: feedback, createdDate: at } = await d.reply(id, 'FEEDBACK');
    const clocks = (await d.detail(id)).clocks;
    expect(clocks.acknowledgement).toMatchObject({
      metDate: at,
      metBy: { by: 'REPLY', commentId: feedback },
    });
    expect(clocks.feedback).toMatchObject({ metDate: at, metBy: { by: 'REPLY', commentId: feedback } });
    expect(await d.row(id)).toMatchObject({ dueDate: null, overdue: false });
    await expectRulesAgree(id);
    t.clock.advance(DAY);
    await d.status(id, 'IN_PROGRESS');
    await d.reply(id);
    expect((await d.detail(id)).clocks.feedback.metDate).toBe(at);
    expect((await d.row(id)).dueDate).toBeNull();
    await expectRulesAgree(id);
  });

  it('completion with a result message meets the feedback; completion without one does not', async () => {
    const d = await desk();
    const bare = await d.file('결과 없이 완료');
    const withResult = await d.file('결과와 함께 완료');
    for (const id of [bare, withResult]) {
      await d.status(id, 'RECEIVED');
      // A courtesy reply before the completion changes nothing either.
      await d.reply(id);
    }
    t.clock.advance(DAY);
    await d.status(bare, 'COMPLETED');
    const open = (await d.detail(bare)).clocks.feedback;
    expect(open).toMatchObject({ metDate: null, metBy: null, overdue: false });
    expect((await d.row(bare)).dueDate).toBe(open.dueDate);
    await expectRulesAgree(bare);
    await d.status(withResult, 'COMPLETED', '조사 결과 사실로 확인되어 관련자를 징계하였습니다.');
    const done = await d.detail(withResult);
    expect(done.status.statusCode).toBe('COMPLETED');
    const completedAt = done.completedDate;
    const result = done.comments.at(-1);
    expect(result).toMatchObject({
      kind: 'FEEDBACK',
      createdDate: completedAt,
      user: { role: 'ROLE_ADMIN' },
    });
    expect(result.content).toContain('관련자를 징계하였습니다.');
    expect(done.commentCount).toBe(2);
    expect(done.clocks.feedback).toEqual({
      dueDate: done.clocks.feedback.dueDate,
      metDate: completedAt,
      metBy: { by: 'COMPLETION', commentId: result.id, statusCode: null },
      overdue: false,
    });
    expect((await d.row(withResult)).dueDate).toBeNull();
    await expectRulesAgree(withResult);
    // The report without a result is overdue once its months pass; the other is not.
    t.clock.advance(95 * DAY);
    expect(await d.row(bare)).toMatchObject({ overdue: true });
    expect(await d.row(withResult)).toMatchObject({ dueDate: null, overdue: false });
  });

  it('a result message only with a completion, never on a completed report; a blank one is none', async () => {
    const d = await desk();
    const id = await d.file();
    const patch = (postStatus: string, resultMessage: string) =>
      d.headers().then((headers) =>
        call(t.app, adminApi.setStatus, {
          params: { id },
          query: { postStatus },
          payload: { resultMessage },
          headers,
        }),
      );
    const wrong = await patch('IN_PROGRESS', '결과입니다.');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(REPLY_KIND_MESSAGES.resultOnlyWithCompletion);
    expect((await patch('COMPLETED', '   ')).statusCode).toBe(200);
    expect((await d.detail(id)).comments).toHaveLength(0);
    const again = await patch('COMPLETED', '결과입니다.');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMENT_MESSAGES.completed);
    expect((await d.detail(id)).comments).toHaveLength(0);
  });

  it('an edit marks a reply from the edit on, never back-dated, and taking the mark back reopens the clock', async () => {
    const d = await desk();
    const id = await d.file();
    await d.status(id, 'RECEIVED');
    const { id: courtesy } = await d.reply(id);
    t.clock.advance(10 * DAY);
    const edit = async (kind?: string) => {
      const res = await call(t.app, adminApi.editComment, {
        params: { commentId: courtesy },
        payload: kind ? { content: '조치 계획을 알려드립니다.', kind } : { content: '조치 계획을 알려드립니다.' },
        headers: await d.headers(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const before = t.deps.now().toISOString();
    expect(await edit('FEEDBACK')).toMatchObject({ kind: 'FEEDBACK' });
    const marked = (await d.detail(id)).clocks.feedback;
    expect(marked.metBy).toEqual({ by: 'REPLY', commentId: courtesy, statusCode: null });
    // Met when it was marked, ten days after it was written.
    expect(marked.metDate >= before && marked.metDate <= t.deps.now().toISOString()).toBe(true);
    const markedAt = marked.metDate;
    await expectRulesAgree(id);
    // Marked by the edit, its text is the one that met the clock.
    expect(marked.metBy.editedDate).toBeUndefined();
    // An edit of the text alone keeps the kind and its moment, and the detail says the text changed after.
    t.clock.advance(DAY);
    const rewrittenAt = t.deps.now().toISOString();
    expect(await edit()).toMatchObject({ kind: 'FEEDBACK' });
    const rewritten = (await d.detail(id)).clocks.feedback;
    expect(rewritten.metDate).toBe(markedAt);
    expect(rewritten.metBy.editedDate >= rewrittenAt).toBe(true);
    // Taken back: the feedback is open again, with its due date; the trail keeps both kinds.
    expect(await edit('PLAIN')).toMatchObject({ kind: 'PLAIN' });
    expect((await d.detail(id)).clocks.feedback).toMatchObject({ metDate: null, metBy: null });
    expect((await d.row(id)).dueDate).not.toBeNull();
    await expectRulesAgree(id);
    const trail = await t.database.db
      .selectFrom('audit_trail')
      .select(['before', 'after'])
      .where('action', '=', 'UPDATE_COMMENT')
      .where('entity_id', '=', String(courtesy))
      // Row ids are random (not the order of writing): the trail's time orders it.
      .orderBy('created_at')
      .execute();
    const kindOf = (side: unknown) => (side as { kind?: string } | null)?.kind;
    expect(trail.map((r) => [kindOf(r.before), kindOf(r.after)])).toEqual([
      ['PLAIN', 'FEEDBACK'],
      ['FEEDBACK', 'FEEDBACK'],
      ['FEEDBACK', 'PLAIN'],
    ]);
  });

  it('a reply never swaps one clock kind for the other, and keeps its kind once the report is completed', async () => {
    const d = await desk();
    const id = await d.file();
    const { id: ack } = await d.reply(id, 'ACKNOWLEDGEMENT');
    const acknowledged = (await d.detail(id)).clocks.acknowledgement.metDate;
    t.clock.advance(10 * DAY);
    const edit = async (commentId: number, kind: string) =>
      call(t.app, adminApi.editComment, {
        params: { commentId },
        payload: { content: '접수하였습니다.', kind },
        headers: await d.headers(),
      });
    // 접수 확인 to 처리 결과 회신 would move the acknowledgement ten days on, and date the feedback from then.
    const swapped = await edit(ack, 'FEEDBACK');
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe(REPLY_KIND_MESSAGES.swapKind);
    const kept = await d.detail(id);
    expect(kept.comments[0]?.kind).toBe('ACKNOWLEDGEMENT');
    expect(kept.clocks.acknowledgement.metDate).toBe(acknowledged);
    expect(kept.clocks.feedback.metDate).toBeNull();
    // Completed without a result: a plain reply relabelled later would meet the missed feedback.
    const { id: courtesy } = await d.reply(id);
    await d.status(id, 'COMPLETED');
    t.clock.advance(120 * DAY);
    expect(await d.row(id)).toMatchObject({ overdue: true });
    const late = await edit(courtesy, 'FEEDBACK');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REPLY_KIND_MESSAGES.completedKind);
    expect((await d.detail(id)).clocks.feedback).toMatchObject({ metDate: null, overdue: true });
    expect(await d.row(id)).toMatchObject({ overdue: true });
    // Its text may still be corrected, its kind sent unchanged.
    expect((await edit(courtesy, 'PLAIN')).statusCode).toBe(200);
    await expectRulesAgree(id);
  });

  it('a reporter cannot mark a comment: the kind is not read from its body', async () => {
    const d = await desk();
    const { receiptNumber, token } = await reportAndSignIn(t.app, d.company, { title: '제보자 댓글' });
    const id = await postIdOf(t.database.db, receiptNumber);
    const res = await call(t.app, reporterApi.comment, {
      params: { postId: id },
      payload: { content: '추가 자료입니다.', kind: 'FEEDBACK' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kind).toBe('PLAIN');
    expect((await d.detail(id)).clocks.feedback.metDate).toBeNull();
    await expectRulesAgree(id);
  });
});
