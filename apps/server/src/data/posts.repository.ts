import type { PostType } from '@audit/contracts';
import type { QueryCreator } from 'kysely';
import { compiledQuery } from './compiled-query.ts';
import { reserveId } from './reserve-ids.ts';
import type { Database, Db, IdQuery, Trx } from '../db/types.ts';
import { postStatusNames } from './post-statuses.repository.ts';
import { reportTypeNames } from './report-types.repository.ts';
import { companyIdsByCode, companyNames, scopeCompanyIds } from './companies.repository.ts';
import { excludedPostIds, notExcludedFor } from './report-exclusions.repository.ts';
import type { NoticedDueDates } from './due-notices.repository.ts';
import type { ListScope } from './list-shape.ts';
import type { ReportScope } from './report-scope.ts';

// Owner of the `posts` table: the reports (title and content encrypted), their status and comment counters.

/**
 * The base query of every report read: the posts the scope reaches (see report-scope.ts). An admin's leaves out
 * the reports it is excluded from (conflict of interest), so they do not exist for it anywhere.
 */
export function scopedPosts(db: Db, scope: ReportScope) {
  const posts = db.selectFrom('posts as p');
  return scope.kind === 'reporter'
    ? posts.where('p.id', '=', scope.postId)
    : posts
        .where('p.company_type_id', 'in', scopeCompanyIds(db, scope.groupId))
        .where('p.held_at', 'is', null)
        .where(notExcludedFor(scope.adminUserId));
}

/** Ids of the posts the scope reaches, to filter comments and attachments by. */
export function scopedPostIds(db: Db, scope: ReportScope) {
  return scopedPosts(db, scope).select('p.id');
}

/** Each post's state as sign-in needs it, to join: `.innerJoin(postStates(db).as('p'), ...)`. */
export function postStates(db: Db) {
  return db.selectFrom('posts').select(['id', 'receipt_hash', 'status_code', 'completed_at']);
}

/** Draws the id of a report about to be written (its values are encrypted for that id first). */
export const reservePostId = (db: Db) => reserveId(db, 'posts');

/** A report's values as it is filed (submit-report.ts). */
export type NewReport = {
  id: number;
  receiptHash: Buffer; // keyed hash and ciphertext (security/access-grant.ts), never the number itself
  receiptEnc: Buffer;
  /** The case number for people (security/case-number.ts), drawn with the receipt number. */
  caseNumber: string;
  companyTypeId: number;
  reportTypeId: number;
  postType: PostType;
  titleEnc: Buffer;
  contentEnc: Buffer;
  /** The reporter's "who must not see this report", encrypted (null when left empty). */
  excludedPersonsEnc: Buffer | null;
  /** The title's blind-index terms (security/search-terms.ts). */
  searchTerms: number[];
  /** The acknowledgement's due date (legal-clocks.ts): the report's first open clock. */
  dueAt: Date;
  /** When it was held for its oversight (the reporter named who must not see it), or null: a value, not a branch,
   * because the filing statement is compiled once for all reports (report-filing.repository.ts). */
  heldAt: Date | null;
  now: Date;
};

/** The parts after the report's row read its id from `filed`: nothing is written when the row was not. */
export type WithFiledReport = QueryCreator<Database & { filed: { id: number } }>;

/**
 * The report's row, as the first part of the statement that files it (report-filing.repository.ts): answers its id,
 * or nothing when its receipt number or case number is already taken (the caller draws both again).
 */
export function reportRowInsert(db: Db, r: NewReport) {
  return db
    .insertInto('posts')
    .values({
      id: r.id,
      receipt_hash: r.receiptHash,
      receipt_enc: r.receiptEnc,
      case_number: r.caseNumber,
      company_type_id: r.companyTypeId,
      report_type_id: r.reportTypeId,
      post_type: r.postType,
      title_enc: r.titleEnc,
      content_enc: r.contentEnc,
      excluded_persons_enc: r.excludedPersonsEnc,
      search_terms: r.searchTerms,
      due_at: r.dueAt,
      held_at: r.heldAt,
      created_at: r.now,
      updated_at: r.now,
    })
    // Either unique value taken, the receipt's hash or the case number (a conflict target names only one).
    .onConflict((oc) => oc.doNothing())
    .returning('id');
}

/**
 * The posts a scoped query picked (its ids: a list page). The scope is the ids' query's: checked again here, it
 * doubled the joins PostgreSQL plans for each keyword or deep page (bench/README.md, finding 21).
 */
export function pickedPosts(db: Db, ids: IdQuery) {
  return db.selectFrom('posts as p').where('p.id', 'in', ids);
}

/**
 * The reports of the group's companies (or the one company's, when `company`: the query's shape) excluded for the
 * admin or held for their oversight: the share of the per-company counters the admin's counts must lose, read from
 * the admin's few exclusions and the few held reports (posts_held_idx).
 */
export function excludedInScope(db: Db, company: boolean, p: ListScope & { companyCode: string | null }) {
  const held = db.selectFrom('posts').select('id as post_id').where('held_at', 'is not', null);
  const q = db
    .selectFrom('posts as p')
    .where('p.id', 'in', excludedPostIds(db, p.adminUserId).union(held))
    .where('p.company_type_id', 'in', scopeCompanyIds(db, p.groupId));
  return company ? q.where('p.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string)) : q;
}

/** A report's case number (a notice names the report by it); undefined when there is no such report. */
export async function findCaseNumber(db: Db, postId: number): Promise<string | undefined> {
  const row = await db.selectFrom('posts').select('case_number').where('id', '=', postId).executeTakeFirst();
  return row?.case_number;
}

/** Case numbers as the audit trail names reports (`name`), less those `adminUserId` is excluded from. */
export function caseNumbersFor(db: Db, adminUserId: number) {
  return db.selectFrom('posts as p').select(['p.id', 'p.case_number as name']).where(notExcludedFor(adminUserId));
}

/** Posts whose title is not in the blind index yet (written before it existed), `limit` at a time. */
export function postsWithoutSearchTerms(db: Db, limit: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'title_enc'])
    .where('search_terms', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setSearchTerms(db: Db, postId: number, terms: number[]): Promise<void> {
  await db.updateTable('posts').set({ search_terms: terms }).where('id', '=', postId).execute();
}

/**
 * Open reports whose next due date is in (after, until], earliest first, less the (report, due date) pairs
 * `except` names: the due-date notices' job (features/mail/due-notices.ts) reads them in batches of `limit`.
 */
export function reportsDueBetween(
  db: Db,
  w: { after: Date | null; until: Date; except: NoticedDueDates; limit: number },
) {
  let q = db
    .selectFrom('posts')
    .select(['id', 'company_type_id', 'due_at', 'acknowledged_at'])
    .where('due_at', '<=', w.until)
    .where((eb) => eb(eb.refTuple('id', 'due_at'), 'not in', w.except))
    .orderBy('due_at')
    .limit(w.limit);
  if (w.after) q = q.where('due_at', '>', w.after);
  return q.$narrowType<{ due_at: Date }>().execute();
}

/** Keeps the comment counter and last-comment time in step with a new comment (same transaction). */
export async function countNewComment(db: Db, postId: number, now: Date): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1), last_comment_at: now, updated_at: now }))
    .where('id', '=', postId)
    .execute();
}

/** Reports completed before `completedBefore`, oldest completion first: what the retention job deletes next. */
export function listExpiredReports(db: Db, completedBefore: Date, limit: number) {
  return db
    .selectFrom('posts as p')
    .innerJoin(companyNames(db).as('c'), 'c.id', 'p.company_type_id')
    .select([
      'p.id',
      'p.case_number',
      'p.company_type_id',
      'c.code as company_code',
      'p.report_type_id',
      'p.post_type',
      'p.created_at',
    ])
    .where('p.status_code', '=', 'COMPLETED')
    .where('p.completed_at', '<', completedBefore)
    .orderBy('p.completed_at')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/**
 * Deletes a report with everything that hangs off it (credentials, identity, attachments, comments, sessions: the
 * foreign keys cascade), if it is still completed before `completedBefore`: an admin may have reopened it since it
 * was listed. Answers its completion time when it was deleted.
 */
export function deleteExpiredReport(trx: Trx, postId: number, completedBefore: Date) {
  return trx
    .deleteFrom('posts')
    .where('id', '=', postId)
    .where('status_code', '=', 'COMPLETED')
    .where('completed_at', '<', completedBefore)
    .returning(['id', 'completed_at'])
    .executeTakeFirst();
}

/** Posts of the companies `companyIds` (alias `p`): the oversight's base query (data/overseen-reports.ts). */
export function postsOfCompanies(db: Db, companyIds: IdQuery) {
  return db.selectFrom('posts as p').where('p.company_type_id', 'in', companyIds);
}

/** Releases a held report to its company's teams; answers whether it was held. */
export async function releaseHeldReport(db: Db, postId: number): Promise<boolean> {
  const row = await db
    .updateTable('posts')
    .set({ held_at: null })
    .where('id', '=', postId)
    .where('held_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a report is held for its oversight (its notices go to the oversight, not to a team). */
export async function isHeld(db: Db, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('held_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
