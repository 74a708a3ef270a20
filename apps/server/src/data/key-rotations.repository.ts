import { sql } from 'kysely';
import type { Db, Trx } from '../db/types.ts';

// Owner of the `key_rotations` table: master-key rotations, the one running (with its keys wrapped under each
// other and its progress) and those finished (key ids only).

const COLUMNS = [
  'id',
  'old_key_id',
  'new_key_id',
  'new_key_under_old',
  'old_key_under_new',
  'state',
  'progress',
  'started_at',
  'finished_at',
  'writes_closed_at',
] as const;

export function findRunningRotation(db: Db) {
  return db.selectFrom('key_rotations').select(COLUMNS).where('state', '=', 'RUNNING').executeTakeFirst();
}

export type RotationRow = NonNullable<Awaited<ReturnType<typeof findRunningRotation>>>;

/** The newest rotation, running or finished. */
export function findLatestRotation(db: Db) {
  return db.selectFrom('key_rotations').select(COLUMNS).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Records a new rotation; the wrapped keys are bound to its id, so they are written by `setWrappedKeys` next. */
export async function insertRotation(
  trx: Trx,
  r: { oldKeyId: string; newKeyId: string; now: Date; progress: unknown },
): Promise<number> {
  const row = await trx
    .insertInto('key_rotations')
    .values({
      old_key_id: r.oldKeyId,
      new_key_id: r.newKeyId,
      state: 'RUNNING',
      started_at: r.now,
      progress: JSON.stringify(r.progress),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setWrappedKeys(
  trx: Trx,
  id: number,
  newKeyUnderOld: Buffer,
  oldKeyUnderNew: Buffer,
): Promise<void> {
  await trx
    .updateTable('key_rotations')
    .set({ new_key_under_old: newKeyUnderOld, old_key_under_new: oldKeyUnderNew })
    .where('id', '=', id)
    .execute();
}

export async function saveRotationProgress(db: Db, id: number, progress: unknown): Promise<void> {
  await db
    .updateTable('key_rotations')
    .set({ progress: JSON.stringify(progress) })
    .where('id', '=', id)
    .execute();
}

/**
 * Closes writes under the rotation's old key: from the commit on, the trigger of every encrypted column (migration
 * 20261202T0100-key-fence) refuses a new value under it. The fence lock, which every such write holds shared to its
 * transaction's end, is taken exclusive first: this waits for the transactions that wrote before, so whatever they
 * wrote under the old key is committed, and found by the rotation's last pass. Closing again changes nothing.
 */
export async function closeOldKeyWrites(trx: Trx, id: number, now: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(7301, 1)`.execute(trx);
  await trx
    .updateTable('key_rotations')
    .set({ writes_closed_at: now })
    .where('id', '=', id)
    .where('writes_closed_at', 'is', null)
    .execute();
}

/** Ends a rotation: the wrapped keys are erased, so the old key can no longer be had from the database. */
export async function finishRotation(trx: Trx, id: number, progress: unknown, now: Date): Promise<void> {
  await trx
    .updateTable('key_rotations')
    .set({
      state: 'FINISHED',
      finished_at: now,
      new_key_under_old: null,
      old_key_under_new: null,
      progress: JSON.stringify(progress),
    })
    .where('id', '=', id)
    .execute();
}
