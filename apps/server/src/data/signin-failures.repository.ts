import { sql } from 'kysely';
import type { Db } from '../db/types.ts';

// Owner of the `signin_failures` table: failed sign-ins of accounts that do not exist, under a keyed hash of what
// was typed, shared by every instance.

/** How long a key's count is kept after its last try (longer than a lock lasts). */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * Counts a failed try of the key in one statement (so concurrent tries, on any instance, count one by one) unless
 * it is locked at `now`; the count that reaches `lock.failures` locks it until `lock.until` and starts again.
 * Answers whether the key is locked after this try. Keys not tried for a day are forgotten on the way.
 */
export async function countUnknownFailure(
  db: Db,
  keyHash: Buffer,
  now: Date,
  lock: { failures: number; until: Date },
): Promise<boolean> {
  await db
    .deleteFrom('signin_failures')
    .where('updated_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
  const locked = sql<boolean>`signin_failures.locked_until is not null and signin_failures.locked_until > ${now}`;
  const reaches = sql<boolean>`signin_failures.failed_count + 1 >= ${lock.failures}`;
  const row = await db
    .insertInto('signin_failures')
    .values({
      key_hash: keyHash,
      failed_count: lock.failures <= 1 ? 0 : 1,
      locked_until: lock.failures <= 1 ? lock.until : null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('key_hash').doUpdateSet({
        failed_count: sql`case when ${locked} then signin_failures.failed_count when ${reaches} then 0
          else signin_failures.failed_count + 1 end`,
        locked_until: sql`case when ${locked} then signin_failures.locked_until when ${reaches}
          then ${lock.until}::timestamptz else signin_failures.locked_until end`,
        updated_at: now,
      }),
    )
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until !== null && row.locked_until > now;
}
