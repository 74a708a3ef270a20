import { sql } from 'kysely';
import { compiledOnce } from './compiled-query.ts';
import { reserveId } from './reserve-ids.ts';
import type { AttachmentCleaningState, Db, IdQuery } from '../db/types.ts';

// Owner of the `attachments` table: a report's one file of the submission and the files that came with its comments
// (issue 31: `comment_id`), names and bytes encrypted, and their copies without hidden metadata (issue 13) with the
// state of their cleaning. "The report's attachment" is always the file of the submission (`comment_id is null`).

/** Draws the id of an attachment about to be written (its name and bytes are encrypted for that id first). */
export const reserveAttachmentId = (db: Db) => reserveId(db, 'attachments');

/** A value given a slice at a time: its slices of at most `size` bytes, in order (each used before the next). */
export type Slices = (size: number) => AsyncIterable<Buffer>;

export async function insertAttachment(
  db: Db,
  a: {
    id: number;
    postId: number;
    /** The comment the file came with (issue 31); none for the report's file of the submission. */
    commentId?: number;
    filenameEnc: Buffer;
    contentType: string;
    size: number;
    /** The encrypted bytes, given a slice at a time (an upload's come from its spool, upload-spool.ts). */
    dataEnc: Slices;
    /** PENDING for the cleaner to look at, UNSUPPORTED for a type that is not cleaned. */
    cleaning: 'PENDING' | 'UNSUPPORTED';
    now: Date;
  },
): Promise<void> {
  // Sent in slices: the driver copies each parameter into its message, and a 10 MB file in one message would be
  // more copies of it in memory for each upload under way.
  let inserted = false;
  for await (const slice of a.dataEnc(SLICE_BYTES)) {
    if (inserted) await appendSlice(db, a.id, 'data_enc', slice);
    else
      await db
        .insertInto('attachments')
        .values({
          id: a.id,
          post_id: a.postId,
          comment_id: a.commentId ?? null,
          filename_enc: a.filenameEnc,
          content_type: a.contentType,
          size_bytes: a.size,
          data_enc: slice,
          cleaning: a.cleaning,
          created_at: a.now,
        })
        .execute();
    inserted = true;
  }
  if (!inserted) throw new Error('an attachment without bytes');
}

/** Appends a slice to a value whose first slices were written (see insertAttachment). */
function appendSlice(db: Db, id: number, column: 'data_enc' | 'clean_data_enc', slice: Buffer) {
  return db
    .updateTable('attachments')
    .set({ [column]: sql`${sql.ref(column)} || ${slice}` })
    .where('id', '=', id)
    .execute();
}

const SLICE_BYTES = 2 * 1024 * 1024;

/** Names and sizes of a report's attachment of the submission (no bytes; no file of a comment). */
const attachmentMetaQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('attachments')
    .select(['id', 'filename_enc', 'size_bytes', 'cleaning', 'clean_size_bytes'])
    .where('post_id', '=', p.postId)
    .where('comment_id', 'is', null)
    // In the order they came: ids are random (reserve-ids.ts).
    .orderBy('created_at')
    .orderBy('id'),
);

export function listAttachmentMeta(db: Db, postId: number) {
  return attachmentMetaQuery(db, { postId });
}

/** Names and sizes of the files of a report's comments (issue 31), each with its comment, in the order they came. */
const commentFileMetaQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('attachments')
    .select(['id', 'comment_id', 'filename_enc', 'size_bytes', 'cleaning', 'clean_size_bytes'])
    .where('post_id', '=', p.postId)
    .where('comment_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id'),
);

export async function listCommentFileMeta(db: Db, postId: number) {
  const rows = await commentFileMetaQuery(db, { postId });
  return rows.map((r) => ({ ...r, comment_id: Number(r.comment_id) }));
}

/** An attachment of the posts `postIds` (a scope's ids), without its bytes. */
const fileIn = (db: Db, postIds: IdQuery) =>
  db
    .selectFrom('attachments')
    .select((eb) => [
      'id',
      'post_id',
      'comment_id',
      'filename_enc',
      'content_type',
      'cleaning',
      eb('clean_data_enc', 'is not', null).as('has_cleaned_copy'),
    ])
    .where('post_id', 'in', postIds);

/**
 * The attachment of the submission of the posts `postIds` (a scope's ids), without its bytes: the one with
 * `attachmentId`, or the first when none is named (a reporter's report has one). A file of a comment is not one of
 * them (issue 31: those are found by findCommentFileIn). Undefined when the scope does not reach it.
 */
export function findAttachmentIn(db: Db, postIds: IdQuery, attachmentId?: number) {
  let q = fileIn(db, postIds).where('comment_id', 'is', null);
  if (attachmentId !== undefined) q = q.where('id', '=', attachmentId);
  return q.orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

/** A file of a comment on the posts `postIds` (a scope's ids), without its bytes; undefined when not reached. */
export async function findCommentFileIn(db: Db, postIds: IdQuery, id: number) {
  const row = await fileIn(db, postIds).where('id', '=', id).where('comment_id', 'is not', null).executeTakeFirst();
  return row && { ...row, comment_id: Number(row.comment_id) };
}

/** An attachment's cleaning state, and whether it has a cleaned copy. */
export function findCleaningState(db: Db, id: number) {
  return db
    .selectFrom('attachments')
    .select((eb) => ['cleaning', eb('clean_data_enc', 'is not', null).as('has_cleaned_copy')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * One attachment's original or cleaned bytes (encrypted), read in slices into one buffer: read whole, a 10 MB value
 * arrives as 20 MB of hex in one message and is decoded from a 20 MB string, 60 MB of the process's memory for a
 * moment for each file cleaned or downloaded (bench/README.md, finding 25). A value of more than one slice is read
 * from one snapshot, so that a key rotation rewriting it meanwhile cannot give half of each.
 */
export async function readAttachmentBytes(
  db: Db,
  id: number,
  which: 'original' | 'cleaned',
): Promise<Buffer | undefined> {
  const column = which === 'original' ? 'data_enc' : 'clean_data_enc';
  const first = await readSlice(db, id, column, 0);
  if (!first || first.size <= first.bytes.length) return first?.bytes;
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const head = await readSlice(trx, id, column, 0);
      if (!head) return undefined;
      const whole = Buffer.allocUnsafe(head.size);
      head.bytes.copy(whole, 0);
      for (let at = head.bytes.length; at < head.size; ) {
        const slice = await readSlice(trx, id, column, at);
        if (!slice || slice.bytes.length === 0) throw new Error('attachment shorter than its length');
        at += slice.bytes.copy(whole, at);
      }
      return whole;
    });
}

/** The length of an attachment's value and its slice starting at byte `at` (undefined: no row, or no value). */
async function readSlice(db: Db, id: number, column: 'data_enc' | 'clean_data_enc', at: number) {
  const row = await db
    .selectFrom('attachments')
    .select([
      sql<number | null>`octet_length(${sql.ref(column)})`.as('size'),
      sql<Buffer | null>`substring(${sql.ref(column)} from ${at + 1} for ${SLICE_BYTES})`.as('bytes'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.size != null && row.bytes ? { size: row.size, bytes: row.bytes } : undefined;
}

/**
 * Takes the next attachment waiting to be cleaned whose lease is free (none, or its holder stopped), leased to
 * this caller until `leaseUntil` and its attempts counted. `skip locked`: instances claiming at once take
 * different attachments.
 */
export function claimAttachmentToClean(db: Db, now: Date, leaseUntil: Date) {
  return db
    .updateTable('attachments')
    .set({ cleaning_lease_until: leaseUntil, cleaning_attempts: sql`cleaning_attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('attachments')
        .select('id')
        .where('cleaning', '=', 'PENDING')
        .where((w) => w.or([w('cleaning_lease_until', 'is', null), w('cleaning_lease_until', '<', now)]))
        // A file whose cleaning was started before without an end (it stopped its server) after the fresh ones; then
        // oldest first: ids are random (reserve-ids.ts), so by id a file could wait behind every later one.
        .orderBy('cleaning_attempts')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'post_id', 'comment_id', 'content_type', 'size_bytes', 'cleaning_attempts'])
    .executeTakeFirst();
}

/**
 * Records the end of an attachment's cleaning: its state and, when CLEANED, the cleaned copy (null: the original
 * is already clean) and its size. Only a PENDING attachment is changed (a second instance that cleaned it too
 * changes nothing); the copy is written in slices inside one transaction, so no one reads half of it.
 */
export async function finishCleaning(
  db: Db,
  id: number,
  r: {
    state: Exclude<AttachmentCleaningState, 'PENDING'>;
    cleanEnc?: Buffer | null;
    cleanSize?: number | null;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('attachments')
      .set({
        cleaning: r.state,
        clean_data_enc: r.cleanEnc?.subarray(0, SLICE_BYTES) ?? null,
        clean_size_bytes: r.cleanSize ?? null,
        cleaning_lease_until: null,
      })
      .where('id', '=', id)
      .where('cleaning', '=', 'PENDING')
      .returning('id')
      .executeTakeFirst();
    if (done && r.cleanEnc)
      for (let at = SLICE_BYTES; at < r.cleanEnc.length; at += SLICE_BYTES)
        await appendSlice(trx, id, 'clean_data_enc', r.cleanEnc.subarray(at, at + SLICE_BYTES));
  });
}

/** Gives an attachment's lease back without counting the attempt (the server stopped while cleaning it). */
export async function releaseCleaning(db: Db, id: number): Promise<void> {
  await db
    .updateTable('attachments')
    .set({ cleaning_lease_until: null, cleaning_attempts: sql`greatest(cleaning_attempts - 1, 0)` })
    .where('id', '=', id)
    .where('cleaning', '=', 'PENDING')
    .execute();
}
