import type { PostStatusCode, PostType } from '@audit/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { CommentAuthorRole, Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findUsableCompanyId(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('company_types')
    .select('id')
    .where('code', '=', code)
    .where('status', '=', 'ENABLED')
    .executeTakeFirst();
  return row?.id;
}

export async function findUsableReportTypeId(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('report_types')
    .select('id')
    .where('code', '=', code)
    .where('status', '=', 'ENABLED')
    .executeTakeFirst();
  return row?.id;
}

/** Inserts the report; answers undefined when the receipt number is already taken (the caller draws another). */
export async function insertReport(
  trx: Db,
  r: {
    receiptNumber: string;
    companyTypeId: number;
    reportTypeId: number;
    postType: PostType;
    titleEnc: Buffer;
    contentEnc: Buffer;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('posts')
    .values({
      receipt_number: r.receiptNumber,
      company_type_id: r.companyTypeId,
      report_type_id: r.reportTypeId,
      post_type: r.postType,
      title_enc: r.titleEnc,
      content_enc: r.contentEnc,
      created_at: r.now,
      updated_at: r.now,
    })
    .onConflict((oc) => oc.column('receipt_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertCredentials(trx: Db, postId: number, passwordHash: string): Promise<void> {
  await trx
    .insertInto('reporter_credentials')
    .values({ post_id: postId, password_hash: passwordHash })
    .execute();
}

export async function insertIdentity(
  trx: Db,
  postId: number,
  enc: { name: Buffer; phone: Buffer; email: Buffer },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('reporter_identities')
    .values({
      post_id: postId,
      name_enc: enc.name,
      phone_enc: enc.phone,
      email_enc: enc.email,
      created_at: now,
    })
    .execute();
}

export async function insertAttachment(
  trx: Db,
  a: { postId: number; filenameEnc: Buffer; contentType: string; size: number; dataEnc: Buffer; now: Date },
): Promise<void> {
  await trx
    .insertInto('attachments')
    .values({
      post_id: a.postId,
      filename_enc: a.filenameEnc,
      content_type: a.contentType,
      size_bytes: a.size,
      data_enc: a.dataEnc,
      created_at: a.now,
    })
    .execute();
}

/** The report with its company, type and status titles. */
export function findReport(db: Db, postId: number) {
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
      'p.content_enc',
      'p.status_code',
      's.title as status_title',
      'p.comment_count',
      'p.completed_at',
      'p.created_at',
      'c.code as company_code',
      'c.title as company_title',
      't.code as report_type_code',
      't.title as report_type_title',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

export function findReportState(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'status_code', 'completed_at'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

export function listAttachmentMeta(db: Db, postId: number) {
  return db
    .selectFrom('attachments')
    .select(['id', 'filename_enc', 'size_bytes'])
    .where('post_id', '=', postId)
    .orderBy('id')
    .execute();
}

export function findAttachment(db: Db, postId: number, attachmentId?: number) {
  let q = db
    .selectFrom('attachments')
    .select(['id', 'filename_enc', 'content_type', 'size_bytes', 'data_enc'])
    .where('post_id', '=', postId);
  if (attachmentId !== undefined) q = q.where('id', '=', attachmentId);
  return q.orderBy('id').limit(1).executeTakeFirst();
}

export function listComments(db: Db, postId: number) {
  return db
    .selectFrom('comments as m')
    .leftJoin('admin_users as a', 'a.id', 'm.admin_user_id')
    .select([
      'm.id',
      'm.author_role',
      'm.admin_user_id',
      'a.name as admin_name',
      'm.content_enc',
      'm.created_at',
    ])
    .where('m.post_id', '=', postId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** Adds a comment and keeps the report's comment count and last-comment time in step (same transaction). */
export async function insertComment(
  trx: Db,
  c: { postId: number; role: CommentAuthorRole; adminUserId: number | null; contentEnc: Buffer; now: Date },
) {
  const row = await trx
    .insertInto('comments')
    .values({
      post_id: c.postId,
      author_role: c.role,
      admin_user_id: c.adminUserId,
      content_enc: c.contentEnc,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1), last_comment_at: c.now, updated_at: c.now }))
    .where('id', '=', c.postId)
    .execute();
  return row;
}

export function findCredentialsByReceipt(db: Db, receiptNumber: string) {
  return db
    .selectFrom('posts as p')
    .innerJoin('reporter_credentials as r', 'r.post_id', 'p.id')
    .select([
      'p.id as post_id',
      'p.status_code',
      'p.completed_at',
      'r.password_hash',
      'r.failed_count',
      'r.locked_until',
    ])
    .where('p.receipt_number', '=', receiptNumber)
    .executeTakeFirst();
}

export async function recordSigninFailure(
  db: Db,
  postId: number,
  failedCount: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .updateTable('reporter_credentials')
    .set({ failed_count: failedCount, locked_until: lockedUntil })
    .where('post_id', '=', postId)
    .execute();
}

export async function recordSigninSuccess(db: Db, postId: number, now: Date): Promise<void> {
  await db
    .updateTable('reporter_credentials')
    .set((eb) => ({
      failed_count: 0,
      locked_until: null,
      last_login_at: now,
      login_success_count: eb('login_success_count', '+', 1),
    }))
    .where('post_id', '=', postId)
    .execute();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;
export type StatusCode = PostStatusCode;
