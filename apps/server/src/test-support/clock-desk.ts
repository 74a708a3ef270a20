import { type AdminMenuUrl, adminApi } from '@audit/contracts';
import { expect } from 'vitest';
import { clockMoments, nextDueAt } from '../data/legal-clocks.ts';
import { currentSettings } from '../features/settings/settings.ts';
import { call } from './api.ts';
import { makeAuditTeam, makeCompany, signInAdmin } from './factories.ts';
import { postIdOf } from './report-world.ts';
import { fileReport, reportForm } from './reports.ts';
import type { TestApp } from './test-app.ts';

/**
 * The legal clocks' tests' desk (data/legal-clocks.test.ts, data/reply-kind-clocks.test.ts): an audit team of a
 * company of its own that files, lists, reads, sets statuses and replies through the API, and the check that the
 * stored moments and due date are what the TypeScript rules give for the report's events.
 */
export function clockDesk(app: () => TestApp) {
  /** A company of its own with an audit team for it alone (with `menus`, or the team's default): its counts are this test's. */
  async function desk(menus?: AdminMenuUrl[]) {
    const t = app();
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company], menus);
    // Sessions end while the clock moves: each call signs in again.
    const headers = () => signInAdmin(t.app, team.admin.loginId);
    const file = async (title = '기한 확인 제보') => {
      const receipt = (await fileReport(t.app, reportForm(company, { title }))).json()
        .receiptNumber as string;
      return postIdOf(t.database.db, receipt);
    };
    const list = async (query: Record<string, string> = {}) => {
      const res = await call(t.app, adminApi.posts, { query, headers: await headers() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const detail = async (id: number) =>
      (await call(t.app, adminApi.post, { params: { id }, headers: await headers() })).json();
    const status = async (id: number, postStatus: string, resultMessage?: string) => {
      const res = await call(t.app, adminApi.setStatus, {
        params: { id },
        query: { postStatus },
        ...(resultMessage === undefined ? {} : { payload: { resultMessage } }),
        headers: await headers(),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** A reply of the office; without a kind, the spec's body (content alone). */
    const reply = async (id: number, kind?: string) => {
      const res = await call(t.app, adminApi.comment, {
        params: { postId: id },
        headers: await headers(),
        payload: kind ? { content: '감사실 답변입니다.', kind } : { content: '감사실 답변입니다.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; createdDate: string; kind: string };
    };
    const row = async (id: number) => (await list()).board.content.find((r: { id: number }) => r.id === id);
    return { company, team, headers, file, list, detail, status, reply, row };
  }

  const created = async (id: number) =>
    (
      await app()
        .database.db.selectFrom('posts')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).created_at;

  /**
   * The stored moments are what the application's rules give for the report's events, and the stored due date what
   * they give for the moments (SQL and TypeScript agree).
   */
  const expectRulesAgree = async (id: number) => {
    const t = app();
    const db = t.database.db;
    const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const events = {
      statusChanges: await db
        .selectFrom('post_status_changes')
        .select(['status_code', 'changed_at'])
        .where('post_id', '=', id)
        .execute(),
      replies: await db
        .selectFrom('comments')
        .select(['id', 'kind', 'kind_at'])
        .where('post_id', '=', id)
        .execute(),
      acknowledged_by_earlier_rule_at: row.acknowledged_by_earlier_rule_at,
      feedback_by_earlier_rule_at: row.feedback_by_earlier_rule_at,
    };
    expect(clockMoments(events)).toEqual({
      acknowledged_at: row.acknowledged_at,
      feedback_at: row.feedback_at,
    });
    const rule = nextDueAt(row, await currentSettings(t.deps));
    expect(row.due_at?.toISOString() ?? null).toBe(rule?.toISOString() ?? null);
  };

  return { desk, created, expectRulesAgree };
}
