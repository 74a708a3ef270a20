import type { ColumnType, Generated } from 'kysely';

// Tables of the site's own operation (not the spec's entities): sign-in failure counters, the first-admin link, the
// mail outbox, scheduled jobs and key rotations. Part of the Database of types.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Id = Generated<number>;
/** An id drawn by data/reserve-ids.ts before the row is written: required on insert, never changed. */
type DrawnId = ColumnType<number, number, never>;

/** Failed sign-ins of accounts that do not exist, under a keyed hash of what was typed. */
export interface SigninFailuresTable {
  key_hash: Buffer;
  failed_count: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** The one-time link of the first system admin (one row at most, while no admin exists). */
export interface FirstAdminLinksTable {
  id: Generated<number>;
  token_hash: Buffer;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: DrawnId;
  to_address: string;
  subject: string;
  body_enc: Buffer;
  /** The HTML part (multipart/alternative); null for mails queued before it existed. */
  html_enc: Buffer | null;
  status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** The report a notification is about (null for other mails, and once the report is deleted). */
  post_id: number | null;
  /** A reporter-comment notice: how many comments it tells of (null for every other mail). */
  comment_count: number | null;
  /** A reporter-comment notice: when it was to go, which the worker's claim does not move (null otherwise). */
  scheduled_at: Timestamp | null;
}

/** A due-date notice already queued for a report, its stage and that due date: each is sent once. */
export interface DueNoticesTable {
  id: Id;
  post_id: number;
  stage: 'SOON' | 'PASSED';
  due_at: Timestamp;
  created_at: CreatedAt;
}

/** A periodic job (retention): its lease, so that one instance runs it at a time, and its last run. */
export interface ScheduledJobsTable {
  name: string;
  lease_until: Timestamp | null;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_outcome: 'OK' | 'FAILED' | null;
  last_error: string | null;
  runs: Generated<number>;
  failures: Generated<number>;
}

/** A master-key rotation: while RUNNING each key wrapped under the other; FINISHED keeps the key ids only. */
export interface KeyRotationsTable {
  id: Generated<number>;
  old_key_id: string;
  new_key_id: string;
  new_key_under_old: Buffer | null;
  old_key_under_new: Buffer | null;
  state: 'RUNNING' | 'FINISHED';
  /** Where the rotation has got to, so that an interrupted one resumes (JSON). */
  progress: ColumnType<unknown, string | undefined, string>;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  /** When the rotation closed writes under its old key (a trigger refuses them from then on). */
  writes_closed_at: ColumnType<Date | null, never, Date>;
}

/** A counter per kind of cached reference data, raised by every administrative change. */
export interface CacheVersionsTable {
  name: string;
  version: Generated<number>;
}
