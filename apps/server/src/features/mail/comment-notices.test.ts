import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommentNoticeRow } from '../../data/mail-outbox.repository.ts';
import { COMMENT_NOTICE_WINDOW_MS, planCommentNotices } from './comment-notices.ts';
import { SHIPPED_TEMPLATE_DIR } from './mail-templates.ts';

const NOW = new Date('2026-12-08T06:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
let nextId = 1;

/** A comment notice to `to` meant for `minutes` from now; unclaimed and unsent unless told. */
const notice = (to: string, minutes: number, o: Partial<CommentNoticeRow> = {}): CommentNoticeRow => ({
  id: nextId++,
  to_address: to,
  status: 'PENDING',
  attempts: 0,
  next_attempt_at: at(minutes),
  scheduled_at: at(minutes),
  comment_count: 1,
  ...o,
});

describe('planning the notices of a reporter comment', () => {
  it('tells a recipient at once when no notice went to it within the window', () => {
    const plan = planCommentNotices(['a@x', 'b@x'], [], NOW);
    expect(plan.retell).toEqual([]);
    expect([...plan.queue]).toEqual([[NOW.getTime(), ['a@x', 'b@x']]]);
  });

  it('queues the next notice a window after one that is due, being sent or sent', () => {
    const sent = notice('a@x', -3, { status: 'SENT', attempts: 1 });
    const claimed = notice('b@x', -1, { next_attempt_at: at(9) });
    const plan = planCommentNotices(['a@x', 'b@x'], [sent, claimed], NOW);
    expect(plan.retell).toEqual([]);
    expect([...plan.queue]).toEqual([
      [at(7).getTime(), ['a@x']],
      [at(9).getTime(), ['b@x']],
    ]);
  });

  it('adds the comment to a waiting notice instead of queueing another, per recipient', () => {
    const first = notice('a@x', -2, { status: 'SENT', attempts: 1 });
    const waiting = notice('a@x', 8, { comment_count: 4 });
    const plan = planCommentNotices(['a@x', 'c@x'], [waiting, first], NOW);
    expect(plan.retell).toEqual([{ id: waiting.id, count: 5 }]);
    // A recipient new to the report (a handler set since) is told at once.
    expect([...plan.queue]).toEqual([[NOW.getTime(), ['c@x']]]);
  });

  it('does not join a waiting notice that a worker has already claimed or tried', () => {
    const tried = notice('a@x', 4, { attempts: 1, next_attempt_at: at(5) });
    const plan = planCommentNotices(['a@x'], [tried], NOW);
    expect(plan.retell).toEqual([]);
    expect([...plan.queue]).toEqual([[at(14).getTime(), ['a@x']]]);
  });

  it('says in the shipped mails how long the window is', () => {
    const minutes = `${COMMENT_NOTICE_WINDOW_MS / 60_000}분에 한 번`;
    for (const file of ['reporter-comment.txt', 'reporter-comment.html'])
      expect(readFileSync(path.join(SHIPPED_TEMPLATE_DIR, file), 'utf8')).toContain(minutes);
  });
});
