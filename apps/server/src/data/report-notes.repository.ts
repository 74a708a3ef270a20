import { reserveId } from './reserve-ids.ts';
import type { Db, IdQuery } from '../db/types.ts';
import { adminNames } from './admin-users.repository.ts';

// Owner of the `report_notes` table: the audit office's internal notes on a report (content encrypted), never
// read for a reporter.

/** A report's notes, oldest first, with the author's name. */
export function listNotes(db: Db, postId: number) {
  return db
    .selectFrom('report_notes as n')
    .leftJoin(adminNames(db).as('a'), 'a.id', 'n.admin_user_id')
    .select([
      'n.id',
      'n.admin_user_id',
      'a.name as admin_name',
      'n.content_enc',
      'n.created_at',
      'n.updated_at',
    ])
    .where('n.post_id', '=', postId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

/** Draws the id of a note about to be written (its content is encrypted for that id first). */
export const reserveNoteId = (db: Db) => reserveId(db, 'report_notes');

export function insertNote(
  db: Db,
  n: { id: number; postId: number; adminUserId: number; contentEnc: Buffer; now: Date },
) {
  return db
    .insertInto('report_notes')
    .values({
      id: n.id,
      post_id: n.postId,
      admin_user_id: n.adminUserId,
      content_enc: n.contentEnc,
      created_at: n.now,
    })
    .returning(['id', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** A note on one of the posts `postIds` (a scope's ids), taken for update; undefined when it is not there. */
export function findNoteIn(db: Db, noteId: number, postIds: IdQuery) {
  return db
    .selectFrom('report_notes')
    .select(['id', 'post_id', 'admin_user_id', 'content_enc'])
    .where('id', '=', noteId)
    .where('post_id', 'in', postIds)
    .forUpdate()
    .executeTakeFirst();
}

export function updateNoteContent(db: Db, noteId: number, contentEnc: Buffer, now: Date) {
  return db
    .updateTable('report_notes')
    .set({ content_enc: contentEnc, updated_at: now })
    .where('id', '=', noteId)
    .returning(['id', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Ids of the notes on the given reports (the audit trail names notes by id). */
export function noteIdsOfPosts(db: Db, postIds: IdQuery) {
  return db.selectFrom('report_notes').select('id').where('post_id', 'in', postIds);
}
