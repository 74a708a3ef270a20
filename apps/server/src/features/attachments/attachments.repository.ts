import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-query.ts';
import { reserveId } from '../../db/reserve-ids.ts';
import type { Db, IdQuery } from '../../db/types.ts';

// Owner of the `attachments` table: a report's one file, name and bytes encrypted.

/** Draws the id of an attachment about to be written (its name and bytes are encrypted for that id first). */
export const reserveAttachmentId = (db: Db) => reserveId(db, 'attachments');

export async function insertAttachment(
  db: Db,
  a: {
    id: number;
    postId: number;
    filenameEnc: Buffer;
    contentType: string;
    size: number;
    dataEnc: Buffer;
    now: Date;
  },
): Promise<void> {
  // Sent in slices: the driver copies each parameter into its message, and a 10 MB file in one message would be a
  // second copy of it in memory for each upload under way. The slices are views, not copies.
  await db
    .insertInto('attachments')
    .values({
      id: a.id,
      post_id: a.postId,
      filename_enc: a.filenameEnc,
      content_type: a.contentType,
      size_bytes: a.size,
      data_enc: a.dataEnc.subarray(0, SLICE_BYTES),
      created_at: a.now,
    })
    .execute();
  for (let at = SLICE_BYTES; at < a.dataEnc.length; at += SLICE_BYTES) {
    const slice = a.dataEnc.subarray(at, at + SLICE_BYTES);
    await db
      .updateTable('attachments')
      .set({ data_enc: sql`data_enc || ${slice}` })
      .where('id', '=', a.id)
      .execute();
  }
}

const SLICE_BYTES = 2 * 1024 * 1024;

/** Names and sizes of a report's attachments (no bytes). */
const attachmentMetaQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('attachments')
    .select(['id', 'filename_enc', 'size_bytes'])
    .where('post_id', '=', p.postId)
    .orderBy('id'),
);

export function listAttachmentMeta(db: Db, postId: number) {
  return attachmentMetaQuery(db, { postId });
}

/**
 * An attachment of the posts `postIds` (a scope's ids): the one with `attachmentId`, or the first when none is
 * named (a reporter's report has one). Undefined when the scope does not reach it.
 */
export function findAttachmentIn(db: Db, postIds: IdQuery, attachmentId?: number) {
  let q = db
    .selectFrom('attachments')
    .select(['id', 'post_id', 'filename_enc', 'content_type', 'data_enc'])
    .where('post_id', 'in', postIds);
  if (attachmentId !== undefined) q = q.where('id', '=', attachmentId);
  return q.orderBy('id').limit(1).executeTakeFirst();
}
