import { adminApi, COMMENT_MESSAGES, reporterApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';

describe('admin comments', () => {
  const s = withReportWorld();

  const post = (postId: number, headers: Record<string, string>, payload: object) =>
    call(s.t.app, adminApi.comment, { params: { postId }, headers, payload });
  const edit = (commentId: number, headers: Record<string, string>, payload: object) =>
    call(s.t.app, adminApi.editComment, { params: { commentId }, headers, payload });
  const commentAudit = () =>
    s.t.database.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('action', '=', 'UPDATE_COMMENT')
      .orderBy('seq')
      .execute();

  it('lets an admin comment, edit only their own comments, and shows them to the reporter as the audit office', async () => {
    const { token, receiptNumber } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const id = await postIdOf(s.t.database.db, receiptNumber);
    const foods = s.w.foodsTeam.headers;
    const posted = await post(id, foods, { content: '확인했습니다.\n조사하겠습니다.', postId: id });
    expect(posted.json()).toMatchObject({
      content: '확인했습니다.<br>조사하겠습니다.',
      canUpdateComment: true,
      user: { role: 'ROLE_ADMIN' },
    });
    const commentId = posted.json().id;
    expect((await post(id, foods, { content: '  ' })).json().message).toBe(COMMENT_MESSAGES.required);
    const byOther = await edit(commentId, s.w.headOffice.headers, { content: '남의 글 수정' });
    expect(byOther.statusCode).toBe(403);
    const edited = await edit(commentId, foods, { content: '수정된 답변', commentId });
    expect(edited.json().content).toBe('수정된 답변');
    const headOfficeView = (
      await call(s.t.app, adminApi.post, { params: { id }, headers: s.w.headOffice.headers })
    ).json();
    expect(headOfficeView.comments[0]).toMatchObject({ content: '수정된 답변', canUpdateComment: false });
    const reporterView = (await call(s.t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    expect(reporterView.comments[0]).toMatchObject({
      content: '수정된 답변',
      user: { name: '감사실', role: 'ROLE_ADMIN' },
    });
  });

  it('writes an edit to the audit trail with the text before and after, encrypted like the comment', async () => {
    const id = s.w.foodsReport.id;
    const foods = s.w.foodsTeam.headers;
    const commentId = (await post(id, foods, { content: '첫 답변 <내용>' })).json().id;
    const before = await commentAudit();

    // Refused edits write nothing: another admin's comment (403), a comment outside the scope (404).
    expect((await edit(commentId, s.w.headOffice.headers, { content: '남의 글' })).statusCode).toBe(403);
    expect((await edit(commentId, s.w.electronicsTeam.headers, { content: '범위 밖' })).statusCode).toBe(404);
    expect(await commentAudit()).toEqual(before);

    expect((await edit(commentId, foods, { content: '고친 답변' })).statusCode).toBe(200);
    const rows = (await commentAudit()).slice(before.length);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      entity: 'comment',
      entity_id: String(commentId),
      actor_admin_id: s.w.foodsTeam.admin.id,
      actor_login_id: s.w.foodsTeam.admin.loginId,
    });
    const decrypt = (value: unknown) =>
      s.t.deps.cipher.decryptText(
        Buffer.from((value as { contentEnc: string; postId: number }).contentEnc, 'base64'),
        BIND.comment((value as { postId: number }).postId, commentId),
      );
    expect(decrypt(row.before)).toBe('첫 답변 &lt;내용&gt;');
    expect(decrypt(row.after)).toBe('고친 답변');
    const stored = JSON.stringify([row.before, row.after]);
    for (const plain of ['첫 답변', '고친 답변']) expect(stored).not.toContain(plain);
  });
});

describe('reporter comments', () => {
  const s = withReportWorld();

  const myPost = (token: string) => call(s.t.app, reporterApi.myPost, { headers: bearer(token) });
  const comment = (token: string, postId: number | string, content: unknown) =>
    call(s.t.app, reporterApi.comment, {
      params: { postId },
      headers: bearer(token),
      payload: { content, postId },
    });

  it('adds a comment to the own report, escaped with line breaks as <br>', async () => {
    const { token } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const postId = (await myPost(token)).json().id;
    const res = await comment(token, postId, '  추가 자료 있습니다.\n<img src=x onerror=alert(1)>  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content: '추가 자료 있습니다.<br>&lt;img src=x onerror=alert(1)&gt;',
      canUpdateComment: false,
      user: { name: '제보자', role: 'ROLE_USER' },
    });
    const view = (await myPost(token)).json();
    expect(view.commentCount).toBe(1);
    expect(view.comments).toHaveLength(1);
    const stored = await s.t.database.db
      .selectFrom('comments')
      .select('content_enc')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored.content_enc.toString('utf8')).not.toContain('추가 자료');
  });

  it("refuses a comment on someone else's report exactly as on one that does not exist, and keeps nothing", async () => {
    const victim = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const victimPostId = (await myPost(victim.token)).json().id;
    const attacker = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const res = await comment(attacker.token, victimPostId, '끼어들기');
    expect(res.statusCode).toBe(404);
    expect((await myPost(victim.token)).json().commentCount).toBe(0);
    const missing = await comment(attacker.token, 999_999, '없는 제보');
    expect(missing.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
  });

  it('refuses empty comments and comments on a completed report', async () => {
    const { token } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const postId = (await myPost(token)).json().id;
    for (const empty of ['', '   \n ', undefined]) {
      const res = await comment(token, postId, empty);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMMENT_MESSAGES.required);
    }
    expect((await comment(token, postId, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await comment(token, 'abc', 'x')).statusCode).toBe(400);
    await s.t.database.db
      .updateTable('posts')
      .set({ status_code: 'COMPLETED', completed_at: s.t.clock.now() })
      .where('id', '=', postId)
      .execute();
    const done = await comment(token, postId, '아직 할 말이 있습니다');
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(COMMENT_MESSAGES.completed);
    expect((await myPost(token)).json().commentCount).toBe(0);
  });
});
