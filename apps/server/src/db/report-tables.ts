import type { PostStatusCode, PostType } from '@audit/contracts';
import type { ColumnType, Generated } from 'kysely';

// The reports' own tables: the report, its status counters and its recorded status changes. Part of the Database of
// types.ts (as the database layer returns them: bigint ids as number, bytea as Buffer, timestamptz as Date).

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An id drawn by data/reserve-ids.ts before the row is written: required on insert, never changed. */
type DrawnId = ColumnType<number, number, never>;

export interface PostsTable {
  id: DrawnId;
  /** Only on a site that ran before issue 30 until its first start with the key; then always null. */
  receipt_number: string | null;
  /** The receipt number's keyed hash (security/access-grant.ts): sign-in finds the report by it. */
  receipt_hash: Buffer | null;
  /** The receipt number, encrypted for the report (BIND.receipt): the admins' screens show it. */
  receipt_enc: Buffer | null;
  /** The case number people call the report by (security/case-number.ts): drawn when it is filed, never changed. */
  case_number: ColumnType<string, string, never>;
  company_type_id: number;
  report_type_id: number;
  post_type: PostType;
  title_enc: Buffer;
  content_enc: Buffer;
  /** The reporter's optional "who must not see this report" (이 제보를 보지 않아야 할 사람), encrypted. */
  excluded_persons_enc: Buffer | null;
  /** The title's blind-index terms (security/search-terms.ts); null until indexed. */
  search_terms: number[] | null;
  status_code: Generated<PostStatusCode>;
  comment_count: Generated<number>;
  last_comment_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** The legal clocks' moments (data/legal-clocks.ts): acknowledgement, last status change, last reply. */
  acknowledged_at: Timestamp | null;
  status_changed_at: Timestamp | null;
  replied_at: Timestamp | null;
  /** When the feedback clock was met (a 처리 결과 회신 reply, or the earlier rule's completion); null while open. */
  feedback_at: Timestamp | null;
  /** The clocks' moments recorded under the rules before the reply kinds (migration 20261209T0100), kept as they were. */
  acknowledged_by_earlier_rule_at: Timestamp | null;
  feedback_by_earlier_rule_at: Timestamp | null;
  /** The next open due date under the current settings; null when none is open. */
  due_at: Timestamp | null;
  /** Held for the report's oversight (the reporter named who must not see it): no team sees it until released. */
  held_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Reports per company and status, kept by a trigger on posts (the list's status counts). */
export interface PostStatusCountsTable {
  company_type_id: number;
  status_code: PostStatusCode;
  n: number;
}

/** Open reports per company and due day (UTC), kept by a trigger on posts (the list's overdue count). */
export interface PostDueDaysTable {
  company_type_id: number;
  /** YYYY-MM-DD. */
  due_day: string;
  n: number;
}

export interface PostDueMonthsTable {
  company_type_id: number;
  /** YYYY-MM-01. */
  due_month: string;
  n: number;
}

/** Each status a report was given, and when (the reporter's timeline). */
export interface PostStatusChangesTable {
  id: Generated<number>;
  post_id: number;
  status_code: PostStatusCode;
  changed_at: Timestamp;
}

/** A report posted without JavaScript, checked and waiting for its review page's 접수 (features/site-pages). */
export interface PendingReportsTable {
  id: DrawnId;
  key_hash: Buffer;
  post_id: number;
  attachment_id: number | null;
  payload_enc: Buffer | null;
  password_hash: string | null;
  file_data_enc: Buffer | null;
  receipt_enc: Buffer | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
