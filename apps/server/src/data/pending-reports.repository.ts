import { sql } from 'kysely';
import { reserveId } from './reserve-ids.ts';
import type { Db, Trx } from '../db/types.ts';
import type { Slices } from './attachments.repository.ts';

// Owner of the `pending_reports` table: reports posted without JavaScript, checked and waiting for their review
// page's 접수 (the values and file encrypted, the password already hashed), then, after it, their receipt only.

/** Draws the id of a waiting report (its values are encrypted for that id first). */
export const reservePendingId = (db: Db) => reserveId(db, 'pending_reports');

const SLICE_BYTES = 2 * 1024 * 1024;

export async function insertPendingReport(
  db: Db,
  row: {
    id: number;
    keyHash: Buffer;
    postId: number;
    attachmentId: number | null;
    payloadEnc: Buffer;
    passwordHash: string;
    /** The file's ciphertext, a slice at a time (as an attachment's is written). */
    fileData: Slices | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('pending_reports')
    .values({
      id: row.id,
      key_hash: row.keyHash,
      post_id: row.postId,
      attachment_id: row.attachmentId,
      payload_enc: row.payloadEnc,
      password_hash: row.passwordHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
  if (!row.fileData) return;
  for await (const slice of row.fileData(SLICE_BYTES)) {
    await db
      .updateTable('pending_reports')
      .set({ file_data_enc: sql`coalesce(file_data_enc, ''::bytea) || ${slice}` })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The live waiting report of a key (not past its time), locked for the transaction when `forUpdate`. */
export async function findPendingReport(db: Db, keyHash: Buffer, now: Date, forUpdate = false) {
  let query = db
    .selectFrom('pending_reports')
    .select(['id', 'post_id', 'attachment_id', 'payload_enc', 'password_hash', 'receipt_enc'])
    .where('key_hash', '=', keyHash)
    .where('expires_at', '>', now);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The waiting report's file ciphertext, whole (at most 10 MB and its header). */
export async function readPendingFile(db: Db, id: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('pending_reports')
    .select('file_data_enc')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.file_data_enc ?? null;
}

/** After 접수: the values, password and file go; the receipt stays (encrypted) until the row's time is up. */
export async function markPendingFiled(trx: Trx, id: number, receiptEnc: Buffer): Promise<void> {
  await trx
    .updateTable('pending_reports')
    .set({ payload_enc: null, password_hash: null, file_data_enc: null, receipt_enc: receiptEnc })
    .where('id', '=', id)
    .execute();
}

export async function deletePendingReport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pending_reports').where('id', '=', id).execute();
}

/** Waiting reports whose time is up, with whatever they held. */
export async function deleteExpiredPendingReports(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('pending_reports').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
