import type { CommentRole, ReplyKind } from '@audit/contracts';
import { type RawBuilder, sql } from 'kysely';
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
      'm.kind',
      'm.kind_at',
      'm.created_at',
      'm.updated_at',
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
    /** The reply's kind for the legal clocks (reply-kinds.ts); a reporter's comment is PLAIN. */
    kind: ReplyKind;
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
      kind: c.kind,
      kind_at: c.kind === 'PLAIN' ? null : c.now,
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
    .select(['id', 'post_id', 'author_role', 'admin_user_id', 'content_enc', 'kind', 'kind_at'])
    .where('id', '=', commentId)
    .where('post_id', 'in', postIds)
    .executeTakeFirst();
}

/**
 * A comment's new text, and its new kind when one is given: a reply given a clock's kind now counts from now (never
 * from when it was written), one taken back to PLAIN counts for nothing (post-clocks.ts recomputes).
 */
export function updateCommentContent(db: Db, commentId: number, contentEnc: Buffer, now: Date, kind?: ReplyKind) {
  const kindAt =
    kind === undefined
      ? sql.ref<Date | null>('kind_at')
      : sql<Date | null>`case when kind = ${kind} then kind_at when ${kind} = 'PLAIN' then null else ${now} end`;
  return db
    .updateTable('comments')
    .set({ content_enc: contentEnc, updated_at: now, ...(kind === undefined ? {} : { kind, kind_at: kindAt }) })
    .where('id', '=', commentId)
    .returning(['id', 'post_id', 'created_at', 'kind'])
    .executeTakeFirstOrThrow();
}

/**
 * The first moment a reply on the report `postId` (a reference to posts.id of the enclosing statement) was given one
 * of `kinds`: a correlated subquery (comments_post_idx) for post-clocks.ts.
 */
export function firstReplyOfKindsAt(postId: RawBuilder<unknown>, kinds: ReplyKind[]) {
  return sql<Date | null>`(select min(m.kind_at) from comments m
    where m.post_id = ${postId} and m.kind in (${sql.join(kinds)}))`;
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
