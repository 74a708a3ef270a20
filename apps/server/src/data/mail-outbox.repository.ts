import { sql } from 'kysely';
import { reserveIds } from './reserve-ids.ts';
import type { Db, IdQuery, Trx } from '../db/types.ts';

// Owner of the `mail_outbox` table: mails waiting to be sent (bodies encrypted), written in the transaction of
// what they announce and sent by a worker outside any transaction.

/** Draws the ids of `count` mails about to be queued (each body is encrypted for its id first). */
export const reserveMailIds = (db: Db, count: number) => reserveIds(db, 'mail_outbox', count);

export async function enqueueMails(
  db: Db,
  mails: {
    id: number;
    to: string;
    subject: string;
    bodyEnc: Buffer;
    htmlEnc: Buffer;
    postId: number | null;
    /** A reporter-comment notice: the comments it covers, and when it is to go (now when not given). */
    commentNotice?: { count: number; at: Date };
  }[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        id: m.id,
        to_address: m.to,
        subject: m.subject,
        body_enc: m.bodyEnc,
        html_enc: m.htmlEnc,
        post_id: m.postId,
        created_at: now,
        next_attempt_at: m.commentNotice?.at ?? now,
        comment_count: m.commentNotice?.count ?? null,
        scheduled_at: m.commentNotice?.at ?? null,
      })),
    )
    .execute();
}

/**
 * The reporter-comment notices about a report to `addresses` meant to go after `since`, locked until the transaction
 * ends: a worker's claim skips them meanwhile, and a second comment on the report waits for the first's decision.
 */
export function recentCommentNotices(trx: Trx, postId: number, addresses: string[], since: Date) {
  return trx
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'status', 'attempts', 'next_attempt_at', 'scheduled_at', 'comment_count'])
    .where('post_id', '=', postId)
    .where('comment_count', 'is not', null)
    .where('scheduled_at', '>', since)
    .where('to_address', 'in', addresses)
    .forUpdate()
    .execute();
}
export type CommentNoticeRow = Awaited<ReturnType<typeof recentCommentNotices>>[number];

/** A waiting comment notice told anew: the comments it now covers, and its text (encrypted for its row). */
export async function retellCommentNotice(
  trx: Trx,
  m: { id: number; count: number; subject: string; bodyEnc: Buffer; htmlEnc: Buffer },
): Promise<void> {
  await trx
    .updateTable('mail_outbox')
    .set({ comment_count: m.count, subject: m.subject, body_enc: m.bodyEnc, html_enc: m.htmlEnc })
    .where('id', '=', m.id)
    .execute();
}

/**
 * Claims due mails by pushing their next attempt out by the lease: another worker (or process) skips them, and
 * if this one dies mid-send they come due again when the lease ends. Sending happens outside any transaction.
 */
export function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .modifyEnd(sql`for update skip locked`),
    )
    .returning(['id', 'to_address', 'subject', 'body_enc', 'html_enc', 'attempts'])
    .execute();
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'SENT', sent_at: now, attempts: sql`attempts + 1`, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  attempts: number,
  nextAttemptAt: Date | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts,
      status: nextAttemptAt ? 'PENDING' : 'FAILED',
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : {}),
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** How many mails wait to be sent, and how many were given up on (for /metrics). */
export async function countOutbox(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['PENDING', 'FAILED'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count('PENDING'), failed: count('FAILED') };
}

/** What the outbox screen shows of a mail: everything but the bodies. */
const LISTED = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'next_attempt_at',
  'sent_at',
] as const;

/**
 * A page of the outbox, newest first, without the bodies (the /adminoutbox screen). The mails about reports the
 * viewer is excluded from are left out (`hiddenPostIds`): their subjects and addresses would tell it of the report.
 */
export async function pageOutbox(db: Db, page: number, size: number, hiddenPostIds: IdQuery) {
  const visible = db
    .selectFrom('mail_outbox')
    .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', 'not in', hiddenPostIds)]));
  const [rows, total] = await Promise.all([
    visible
      .select(LISTED)
      // Newest first by time: ids are random (reserve-ids.ts). Index mail_outbox_created_idx.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type OutboxRow = Awaited<ReturnType<typeof pageOutbox>>['rows'][number];

/** One mail as the outbox screen shows it, locked until the transaction ends (a retry reads, then changes it). */
export function findMailForUpdate(
  trx: Trx,
  id: number,
  hiddenPostIds: IdQuery,
): Promise<OutboxRow | undefined> {
  return trx
    .selectFrom('mail_outbox')
    .select(LISTED)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', 'not in', hiddenPostIds)]))
    .forUpdate()
    .executeTakeFirst();
}

/** Puts a failed mail back in the queue, due now; its attempts are kept, so a new failure fails it again. */
export async function requeueFailedMail(trx: Trx, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('mail_outbox')
    .set({ status: 'PENDING', next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .execute();
}

/** Ids of the mails about the given reports (the audit trail names a retried mail by id). */
export function mailIdsOfPosts(db: Db, postIds: IdQuery) {
  return db.selectFrom('mail_outbox').select('id').where('post_id', 'in', postIds);
}
