import { COMMENT_MESSAGES, NO_ATTACHMENT_TEXT, REPORTER_MESSAGES } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('reporter session calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const myPost = (token: string) =>
    t.app.inject({ url: '/api/informant/posts/mypost', headers: auth(token) });
  const comment = (token: string, postId: number | string, content: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/informant/posts/${postId}/comment`,
      headers: auth(token),
      payload: { content, postId },
    });

  it('shows the reporter their own report without their identity', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, { title: '제목 <b>굵게</b>' }, [
      { name: '자료.pdf', data: pdfBytes(300) },
    ]);
    const res = await myPost(token);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({
      receiptNumber,
      companyType: { code: 'GARAM_FOODS', title: '가람누리푸드' },
      reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
      postType: 'PUBLIC',
      title: '제목 <b>굵게</b>',
      status: { statusCode: 'WAITING', statusTitle: '접수대기' },
      attachFiles: [{ clientFilename: '자료.pdf', size: 300 }],
      comments: [],
      commentCount: 0,
      completedDate: null,
    });
    expect(post.content).toContain('<h4>누가</h4>');
    const body = JSON.stringify(post);
    for (const identity of ['홍길동', '010-1234-5678', 'reporter@example.com'])
      expect(body).not.toContain(identity);
  });

  it('refuses a missing or forged token with 401 and an idle one with 410', async () => {
    expect((await t.app.inject('/api/informant/posts/mypost')).statusCode).toBe(401);
    const forged = await myPost('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(REPORTER_MESSAGES.sessionMissing);

    const { token } = await reportAndSignIn(t.app);
    t.clock.advance(29 * 60_000);
    expect((await myPost(token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await myPost(token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await myPost(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: REPORTER_MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });
    expect((await t.app.inject({ url: '/api/informant/attachfile', headers: auth(token) })).statusCode).toBe(
      410,
    );
  });

  it('ends the session on sign-out', async () => {
    const { token } = await reportAndSignIn(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/informant/signout', headers: auth(token) });
    expect(out.json()).toEqual({ ok: true });
    expect((await myPost(token)).statusCode).toBe(410);
  });

  it('ends a session after its absolute lifetime even when active', async () => {
    const { token } = await reportAndSignIn(t.app);
    for (let i = 0; i < 9; i++) {
      t.clock.advance(25 * 60_000);
      expect((await myPost(token)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await myPost(token)).statusCode).toBe(410);
  });

  it('adds a comment to the own report, escaped with line breaks as <br>', async () => {
    const { token } = await reportAndSignIn(t.app);
    const postId = (await myPost(token)).json().id;
    const res = await comment(token, postId, '  추가 자료 있습니다.\n<img src=x onerror=alert(1)>  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content: '추가 자료 있습니다.<br>&lt;img src=x onerror=alert(1)&gt;',
      canUpdateComment: false,
      user: { name: '제보자', role: 'ROLE_USER' },
    });
    const post = (await myPost(token)).json();
    expect(post.commentCount).toBe(1);
    expect(post.comments).toHaveLength(1);
    const stored = await t.database.db
      .selectFrom('comments')
      .select('content_enc')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored.content_enc.toString('utf8')).not.toContain('추가 자료');
  });

  it("refuses a comment on someone else's report and keeps nothing", async () => {
    const victim = await reportAndSignIn(t.app);
    const victimPostId = (await myPost(victim.token)).json().id;
    const attacker = await reportAndSignIn(t.app);
    const res = await comment(attacker.token, victimPostId, '끼어들기');
    expect(res.statusCode).toBe(404);
    expect((await myPost(victim.token)).json().commentCount).toBe(0);
  });

  it('refuses empty comments and comments on a completed report', async () => {
    const { token } = await reportAndSignIn(t.app);
    const postId = (await myPost(token)).json().id;
    for (const empty of ['', '   \n ', undefined]) {
      const res = await comment(token, postId, empty);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMMENT_MESSAGES.required);
    }
    expect((await comment(token, postId, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await comment(token, 'abc', 'x')).statusCode).toBe(400);
    await t.database.db
      .updateTable('posts')
      .set({ status_code: 'COMPLETED', completed_at: t.clock.now() })
      .where('id', '=', postId)
      .execute();
    const done = await comment(token, postId, '아직 할 말이 있습니다');
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(COMMENT_MESSAGES.completed);
    expect((await myPost(token)).json().commentCount).toBe(0);
  });

  it('answers 404 for the attachment of a report without one', async () => {
    const { token } = await reportAndSignIn(t.app);
    const res = await t.app.inject({ url: '/api/informant/attachfile', headers: auth(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_ATTACHMENT_TEXT);
  });
});
