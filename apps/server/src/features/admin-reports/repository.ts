import type { AdminPostsQuery } from '@audit/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database>;
type Sort = NonNullable<AdminPostsQuery['sort']>;

/** Reports of the companies mapped (usable map) to the group, optionally one company: the admin's scope. */
function scoped(db: Db, groupId: number, companyTypeId: number | null) {
  let q = db
    .selectFrom('posts as p')
    .innerJoin('company_type_maps as m', (join) =>
      join
        .onRef('m.company_type_id', '=', 'p.company_type_id')
        .on('m.group_id', '=', groupId)
        .on('m.status', '=', 'ENABLED'),
    );
  if (companyTypeId !== null) q = q.where('p.company_type_id', '=', companyTypeId);
  return q;
}

function ordered<O>(q: SelectQueryBuilder<Database & { p: Database['posts'] }, 'p', O>, sort: Sort) {
  const bySort =
    sort === 'commentCreatedDate,desc'
      ? q.orderBy(sql`p.last_comment_at desc nulls last`).orderBy('p.created_at', 'desc')
      : q.orderBy('p.created_at', 'desc');
  return bySort.orderBy('p.id', 'desc');
}

/** The company's id if the group may see it. */
export async function findScopedCompanyId(
  db: Db,
  groupId: number,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('company_types as c')
    .innerJoin('company_type_maps as m', 'm.company_type_id', 'c.id')
    .select('c.id')
    .where('c.code', '=', code)
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'ENABLED')
    .executeTakeFirst();
  return row?.id;
}

export function countByStatus(db: Db, groupId: number, companyTypeId: number | null) {
  return scoped(db, groupId, companyTypeId)
    .select((eb) => ['p.status_code', eb.fn.countAll<number>().as('n')])
    .groupBy('p.status_code')
    .execute();
}

/** Sorted ids of the scope, with what keyword search needs (titles are encrypted, so matching is done in memory). */
export function listSearchCandidates(db: Db, groupId: number, companyTypeId: number | null, sort: Sort) {
  return ordered(
    scoped(db, groupId, companyTypeId).select(['p.id', 'p.status_code', 'p.receipt_number', 'p.title_enc']),
    sort,
  ).execute();
}

export function listScopedIds(
  db: Db,
  groupId: number,
  companyTypeId: number | null,
  sort: Sort,
  page?: { limit: number; offset: number },
) {
  let q = ordered(scoped(db, groupId, companyTypeId).select('p.id'), sort);
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

/** List rows for the given ids (in no particular order). */
export function listRowsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts as p')
    .innerJoin('company_types as c', 'c.id', 'p.company_type_id')
    .innerJoin('report_types as t', 't.id', 'p.report_type_id')
    .innerJoin('post_statuses as s', 's.code', 'p.status_code')
    .select([
      'p.id',
      'p.receipt_number',
      'p.post_type',
      'p.title_enc',
      'p.status_code',
      's.title as status_title',
      'p.comment_count',
      'p.last_comment_at',
      'p.created_at',
      'c.code as company_code',
      'c.title as company_title',
      't.code as report_type_code',
      't.title as report_type_title',
    ])
    .where('p.id', 'in', ids)
    .execute();
}

export async function isPostInScope(db: Db, groupId: number, postId: number): Promise<boolean> {
  const row = await scoped(db, groupId, null).select('p.id').where('p.id', '=', postId).executeTakeFirst();
  return row !== undefined;
}

export function findReporterInfo(db: Db, postId: number) {
  return db
    .selectFrom('reporter_credentials as r')
    .leftJoin('reporter_identities as i', 'i.post_id', 'r.post_id')
    .select([
      'r.last_login_at',
      'r.login_success_count',
      'i.name_enc',
      'i.phone_enc',
      'i.email_enc',
      'i.created_at',
    ])
    .where('r.post_id', '=', postId)
    .executeTakeFirst();
}

export async function updateStatus(
  db: Db,
  postId: number,
  status: string,
  completedAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ status_code: status as never, completed_at: completedAt, updated_at: now })
    .where('id', '=', postId)
    .execute();
}

export function findAttachmentPost(db: Db, attachmentId: number) {
  return db
    .selectFrom('attachments')
    .select(['id', 'post_id'])
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

export function findComment(db: Db, commentId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'post_id', 'author_role', 'admin_user_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
}

export async function updateCommentContent(db: Db, commentId: number, contentEnc: Buffer, now: Date) {
  return db
    .updateTable('comments')
    .set({ content_enc: contentEnc, updated_at: now })
    .where('id', '=', commentId)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function listScopedCompanies(db: Db, groupId: number) {
  return db
    .selectFrom('company_types as c')
    .innerJoin('company_type_maps as m', 'm.company_type_id', 'c.id')
    .select(['c.code', 'c.title'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'ENABLED')
    .orderBy('c.order_seq')
    .orderBy('c.id')
    .execute();
}
