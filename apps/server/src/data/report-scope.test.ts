import { adminApi, REPORT_NOT_FOUND, sysadminApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { makeSysadmin } from '../test-support/factories.ts';
import { withReportWorld } from '../test-support/report-world.ts';

describe('report scope', () => {
  const s = withReportWorld();

  it("answers every report call on another group's report with 404 and changes nothing", async () => {
    const foreign = s.w.foodsReport.id;
    const outsider = s.w.electronicsTeam.headers;
    const attachment = await s.t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', foreign)
      .executeTakeFirstOrThrow();
    const comment = await call(s.t.app, adminApi.comment, {
      params: { postId: foreign },
      headers: s.w.foodsTeam.headers,
      payload: { content: '푸드팀 답변', postId: foreign },
    });
    expect(comment.statusCode).toBe(200);
    const calls = [
      call(s.t.app, adminApi.post, { params: { id: foreign }, headers: outsider }),
      call(s.t.app, adminApi.setStatus, {
        params: { id: foreign },
        query: { postStatus: 'COMPLETED' },
        headers: outsider,
      }),
      call(s.t.app, adminApi.comment, {
        params: { postId: foreign },
        headers: outsider,
        payload: { content: '침입', postId: foreign },
      }),
      call(s.t.app, adminApi.editComment, {
        params: { commentId: comment.json().id },
        headers: outsider,
        payload: { content: '변조' },
      }),
      call(s.t.app, adminApi.attachment, { params: { id: attachment.id }, headers: outsider }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REPORT_NOT_FOUND);
    }
    const post = await s.t.database.db
      .selectFrom('posts')
      .select(['status_code', 'comment_count'])
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ status_code: 'WAITING', comment_count: 1 });
    const accessRows = await s.t.database.db
      .selectFrom('personal_data_access_logs')
      .select('admin_login_id')
      .where('admin_login_id', '=', s.w.electronicsTeam.admin.loginId)
      .execute();
    expect(accessRows).toEqual([]);
  });

  it('answers a report that does not exist exactly like one outside the scope', async () => {
    const missing = await call(s.t.app, adminApi.post, {
      params: { id: 999_999 },
      headers: s.w.electronicsTeam.headers,
    });
    const foreign = await call(s.t.app, adminApi.post, {
      params: { id: s.w.foodsReport.id },
      headers: s.w.electronicsTeam.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
  });

  it('refuses a path id beyond 32 bits with 400, not a database error', async () => {
    const post = await call(s.t.app, adminApi.post, {
      params: { id: 2_147_483_648 },
      headers: s.w.headOffice.headers,
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().code).toBe('VALIDATION_FAILED');
    const group = await call(s.t.app, sysadminApi.updateGroup, {
      params: { id: 99_999_999_999 },
      headers: await makeSysadmin(s.t.app, s.t.database.db),
      payload: { name: '그룹', description: '', status: 'ENABLED' },
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().code).toBe('VALIDATION_FAILED');
  });
});
