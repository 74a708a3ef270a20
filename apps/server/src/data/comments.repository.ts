import type { CommentRole } from '@audit/contracts';
import { compiledOnce } from './compiled-query.ts';
import { reserveId } from './reserve-ids.ts';
import type { Db, IdQuery } from '../db/types.ts';
import { adminNames } from './admin-users.repository.ts';

// Owner of the `comments` table: the conversation between reporter and audit office (content encrypted).

const commentsQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('comments as m')
    .leftJoin(adminNames(db).as('a'), 'a.id', 'm.admin_user_id')
    .select([
      'm.id',
      'm.author_role',
      'm.admin_user_id',
      'a.name as admin_name',
      'm.content_enc',
      'm.created_at',
    ])
    .where('m.post_id', '=', p.postId)
    .orderBy('m.created_at')
    .orderBy('m.id'),
);

/** A report's comments, oldest first, with the writing admin's name (every view of a report; compiled once). */
export function listComments(db: Db, postId: number) {
  return commentsQuery(db, { postId });
}

/** Draws the id of a comment about to be written (its content is encrypted for that id first). */
export const reserveCommentId = (db: Db) => reserveId(db, 'comments');

export function insertComment(
  db: Db,
  c: {
    id: number;
    postId: number;
    role: CommentRole;
    adminUserId: number | null;
    contentEnc: Buffer;
    now: Date;
  },
) {
  return db
    .insertInto('comments')
    .values({
      id: c.id,
      post_id: c.postId,
      author_role: c.role,
      admin_user_id: c.adminUserId,
      content_enc: c.contentEnc,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A comment on one of the posts `postIds` (a scope's ids); undefined when it is not there. */
export function findCommentIn(db: Db, commentId: number, postIds: IdQuery) {
  return db
    .selectFrom('comments')
    .select(['id', 'post_id', 'author_role', 'admin_user_id', 'content_enc'])
    .where('id', '=', commentId)
    .where('post_id', 'in', postIds)
    .executeTakeFirst();
}

export function updateCommentContent(db: Db, commentId: number, contentEnc: Buffer, now: Date) {
  return db
    .updateTable('comments')
    .set({ content_enc: contentEnc, updated_at: now })
    .where('id', '=', commentId)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Who wrote a comment (the reporter or the audit office); undefined when there is no such comment. */
export async function commentAuthorRole(db: Db, commentId: number): Promise<CommentRole | undefined> {
  const row = await db
    .selectFrom('comments')
    .select('author_role')
    .where('id', '=', commentId)
    .executeTakeFirst();
  return row?.author_role;
}

/** Ids of the comments on the given reports (the audit trail names comments by id). */
export function commentIdsOfPosts(db: Db, postIds: IdQuery) {
  return db.selectFrom('comments').select('id').where('post_id', 'in', postIds);
}
