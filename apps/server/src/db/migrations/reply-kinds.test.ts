import type { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshClocks } from '../../data/post-clocks.ts';
import {
  insertLegacyPost,
  insertReportReferences,
  migratedTo,
  REPORT_STATUSES,
} from '../../test-support/legacy-rows.ts';
import type { DatabaseHandle } from '../connect.ts';

const BEFORE = '20261208T0700-oversight';
const THIS = '20261209T0100-reply-kinds';
const DAY = 86_400_000;

describe('migration: reply kinds (the earlier rule’s clock moments)', () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  beforeAll(async () => {
    ({ handle, migrator } = await migratedTo(BEFORE));
  });
  afterAll(() => handle.close());
  // biome-ignore lint/suspicious/noExplicitAny: the schema of before this migration, written by hand.
  const db = () => handle.db as any;
  // Reports filed on 2026-10-01 and handled days after.
  const at = (days: number) => new Date(Date.UTC(2026, 9, 1) + days * DAY);

  it('keeps what was recorded, stops counting a plain reply as the feedback, and recomputes the due dates', async () => {
    const refs = await insertReportReferences(handle.db, REPORT_STATUSES);
    let nextId = 1000;
    const post = async (status: string, moments: Record<string, Date | null>) => {
      const id = nextId++;
      await insertLegacyPost(handle.db, refs, {
        id,
        receipt_number: String(2_000_000 + id),
        status_code: status,
        created_at: at(0),
        updated_at: at(0),
        ...moments,
      });
      return id;
    };
    const change = (postId: number, status: string, day: number) =>
      db()
        .insertInto('post_status_changes')
        .values({ post_id: postId, status_code: status, changed_at: at(day) })
        .execute();
    const reply = (postId: number, day: number) =>
      db()
        .insertInto('comments')
        .values({
          id: nextId++,
          post_id: postId,
          author_role: 'ROLE_ADMIN',
          content_enc: Buffer.of(1),
          created_at: at(day),
          updated_at: at(day),
        })
        .execute();

    // Acknowledged by a courtesy reply on day 2 alone, still WAITING: the earlier rule's acknowledgement stands.
    const repliedOnly = await post('WAITING', {
      acknowledged_at: at(2),
      replied_at: at(2),
      due_at: new Date('2027-01-03T00:00:00Z'),
    });
    await reply(repliedOnly, 2);
    // Received on day 1, then a reply on day 10 that the earlier rule took for the feedback (no due date): open again.
    const fedBackByReply = await post('RECEIVED', {
      acknowledged_at: at(1),
      status_changed_at: at(1),
      replied_at: at(10),
      due_at: null,
    });
    await change(fedBackByReply, 'RECEIVED', 1);
    await reply(fedBackByReply, 10);
    // Completed on day 20 (received on day 1): its completion stands as the feedback.
    const completed = await post('COMPLETED', {
      acknowledged_at: at(1),
      status_changed_at: at(20),
      completed_at: at(20),
      due_at: null,
    });
    await change(completed, 'RECEIVED', 1);
    await change(completed, 'COMPLETED', 20);
    const waiting = await post('WAITING', { due_at: at(7) });

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

    const rows = () =>
      db()
        .selectFrom('posts')
        .select([
          'id',
          'acknowledged_at',
          'feedback_at',
          'acknowledged_by_earlier_rule_at',
          'feedback_by_earlier_rule_at',
          'due_at',
        ])
        .orderBy('id')
        .execute();
    const migrated = await rows();
    expect(migrated).toEqual([
      {
        id: repliedOnly,
        acknowledged_at: at(2),
        feedback_at: null,
        acknowledged_by_earlier_rule_at: at(2),
        feedback_by_earlier_rule_at: null,
        due_at: new Date('2027-01-03T00:00:00Z'),
      },
      {
        id: fedBackByReply,
        acknowledged_at: at(1),
        feedback_at: null,
        acknowledged_by_earlier_rule_at: null,
        feedback_by_earlier_rule_at: null,
        // Three months after the acknowledgement, in Korea's calendar.
        due_at: new Date('2027-01-02T00:00:00Z'),
      },
      {
        id: completed,
        acknowledged_at: at(1),
        feedback_at: at(20),
        acknowledged_by_earlier_rule_at: null,
        feedback_by_earlier_rule_at: at(20),
        due_at: null,
      },
      {
        id: waiting,
        acknowledged_at: null,
        feedback_at: null,
        acknowledged_by_earlier_rule_at: null,
        feedback_by_earlier_rule_at: null,
        due_at: at(7),
      },
    ]);
    // The old replies are plain, and none of it is relabelled.
    const kinds = await db().selectFrom('comments').select(['kind', 'kind_at']).execute();
    expect(kinds).toEqual([
      { kind: 'PLAIN', kind_at: null },
      { kind: 'PLAIN', kind_at: null },
    ]);
    // The overdue counters follow the due dates (the reopened report's due month is counted).
    const months = await db()
      .selectFrom('post_due_months')
      .select(['due_month', 'n'])
      .where('n', '>', 0)
      .execute();
    expect(months.map((m: { n: number }) => Number(m.n)).reduce((a: number, b: number) => a + b, 0)).toBe(3);

    // The application's recomputation from the events gives the same moments: nothing moves on the next event.
    for (const { id } of migrated)
      await refreshClocks(handle.db, id, { acknowledgementDays: 7, feedbackMonths: 3 });
    expect(await rows()).toEqual(migrated);

    // And back: the columns go, and the earlier rule's due dates return.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await db().selectFrom('posts').select(['id', 'due_at']).orderBy('id').execute();
    expect(back).toEqual([
      { id: repliedOnly, due_at: new Date('2027-01-03T00:00:00Z') },
      { id: fedBackByReply, due_at: null },
      { id: completed, due_at: null },
      { id: waiting, due_at: at(7) },
    ]);
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});
