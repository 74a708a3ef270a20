import type { CommentRole, PostStatusCode, RecordStatus, ReplyKind } from '@audit/contracts';
import type { ColumnType, Generated, Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { AdminRecoveryCodesTable, SessionKind, SessionStage, SessionsTable } from './access-tables.ts';
import type {
  ReportAssigneesTable,
  ReportExclusionsTable,
  ReportNotesTable,
  SettingsTable,
} from './case-tables.ts';
import type {
  AuditTrailTable,
  EvidenceChainStartsTable,
  LoginLogsTable,
  PersonalDataAccessLogsTable,
} from './evidence-tables.ts';
import type {
  CacheVersionsTable,
  DueNoticesTable,
  FirstAdminLinksTable,
  KeyRotationsTable,
  MailOutboxTable,
  ScheduledJobsTable,
  SigninFailuresTable,
} from './operations-tables.ts';
import type {
  PendingReportsTable,
  PostDueDaysTable,
  PostDueMonthsTable,
  PostStatusChangesTable,
  PostStatusCountsTable,
  PostsTable,
} from './report-tables.ts';

export type { PostsTable, SessionKind, SessionStage };

// Table types as the database layer returns them (type-parsers.ts): bigint as number, bytea as Buffer, Date.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Id = Generated<number>;
/** An id drawn by data/reserve-ids.ts before the row is written: required on insert, never changed. */
type DrawnId = ColumnType<number, number, never>;
/** MAC under the master key over a grant row's id and the columns that grant (security/access-grant.ts). */
type AccessMac = Buffer | null;

export interface CompanyTypesTable {
  id: Id;
  code: string;
  title: string;
  order_seq: Generated<number>;
  notice_brand: string | null;
  status: Generated<RecordStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ReportTypesTable {
  id: Id;
  code: string;
  title: string;
  order_seq: Generated<number>;
  status: Generated<RecordStatus>;
}

export interface PostStatusesTable {
  code: PostStatusCode;
  title: string;
  order_seq: number;
}

export interface UserGroupsTable {
  id: Id;
  name: string;
  description: Generated<string>;
  status: Generated<RecordStatus>;
  /** Its admins must sign in with a second factor (TOTP), enrolling at their next sign-in. */
  second_factor_required: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AdminUsersTable {
  id: Id;
  login_id: string;
  name: string;
  email: string | null;
  group_id: number;
  password_hash: string | null;
  password_changed_at: Timestamp | null;
  status: Generated<RecordStatus>;
  failed_login_count: Generated<number>;
  locked_until: Timestamp | null;
  /** TOTP secret (encrypted, bound to the admin); in use once totp_enabled_at is set. */
  totp_secret_enc: Buffer | null;
  totp_enabled_at: Timestamp | null;
  /** The last TOTP time step accepted: a code is accepted once. */
  totp_last_step: number | null;
  access_mac: AccessMac;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MenusTable {
  id: Id;
  /** The fixed permission key of a built-in menu; null for a menu added later. */
  key: string | null;
  name: string;
  url: string;
  order_seq: Generated<number>;
  description: Generated<string>;
  status: Generated<RecordStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GroupMenusTable {
  id: Id;
  group_id: number;
  menu_id: number;
  created_at: CreatedAt;
  access_mac: AccessMac;
}

export interface CompanyTypeMapsTable {
  id: Id;
  company_type_id: number;
  group_id: number;
  is_source_comp: Generated<boolean>;
  is_destination_comp: Generated<boolean>;
  /** The group is the company's 감사 책임 그룹 (its reports' oversight); at most one map per company. */
  is_oversight: Generated<boolean>;
  order_seq: Generated<number>;
  status: Generated<RecordStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  access_mac: AccessMac;
}

export interface ReporterCredentialsTable {
  post_id: number;
  password_hash: string;
  failed_count: Generated<number>;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  login_success_count: Generated<number>;
  access_mac: AccessMac;
}

export interface ReporterIdentitiesTable {
  post_id: number;
  name_enc: Buffer;
  phone_enc: Buffer;
  email_enc: Buffer;
  created_at: CreatedAt;
}

export interface AttachmentsTable {
  id: DrawnId;
  post_id: number;
  filename_enc: Buffer;
  content_type: string;
  size_bytes: number;
  data_enc: Buffer;
  created_at: CreatedAt;
  /** Issue 31: the comment (or reply) the file came with; null for the report's one file of the submission. */
  comment_id: ColumnType<number | null, number | null | undefined, never>;
  /** Issue 13: whether hidden metadata was removed (features/attachments/clean-attachments.ts). */
  cleaning: ColumnType<AttachmentCleaningState, AttachmentCleaningState | undefined, AttachmentCleaningState>;
  /** The cleaned copy, encrypted for the row (BIND.cleanFileData); null when cleaning removed nothing. */
  clean_data_enc: Buffer | null;
  clean_size_bytes: number | null;
  cleaning_attempts: ColumnType<number, number | undefined, number>;
  cleaning_lease_until: Date | null;
}

export type AttachmentCleaningState = 'PENDING' | 'CLEANED' | 'UNSUPPORTED' | 'UNREADABLE' | 'OVER_LIMIT';

export interface CommentsTable {
  id: DrawnId;
  post_id: number;
  author_role: CommentRole;
  admin_user_id: number | null;
  content_enc: Buffer;
  /** What the reply is for the legal clocks (issue 31): PLAIN unless the audit office marked it. */
  kind: ColumnType<ReplyKind, ReplyKind | undefined, ReplyKind>;
  /** When it was given its clock kind (written so, or edited to it); null for PLAIN. */
  kind_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PasswordSetupTokensTable {
  id: Id;
  admin_user_id: number;
  token_hash: Buffer;
  created_by: number | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  company_types: CompanyTypesTable;
  report_types: ReportTypesTable;
  post_statuses: PostStatusesTable;
  user_groups: UserGroupsTable;
  admin_users: AdminUsersTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  menus: MenusTable;
  group_menus: GroupMenusTable;
  company_type_maps: CompanyTypeMapsTable;
  posts: PostsTable;
  post_status_counts: PostStatusCountsTable;
  post_due_days: PostDueDaysTable;
  post_due_months: PostDueMonthsTable;
  post_status_changes: PostStatusChangesTable;
  reporter_credentials: ReporterCredentialsTable;
  reporter_identities: ReporterIdentitiesTable;
  attachments: AttachmentsTable;
  comments: CommentsTable;
  report_notes: ReportNotesTable;
  report_assignees: ReportAssigneesTable;
  report_exclusions: ReportExclusionsTable;
  settings: SettingsTable;
  sessions: SessionsTable;
  signin_failures: SigninFailuresTable;
  password_setup_tokens: PasswordSetupTokensTable;
  first_admin_links: FirstAdminLinksTable;
  login_logs: LoginLogsTable;
  personal_data_access_logs: PersonalDataAccessLogsTable;
  audit_trail: AuditTrailTable;
  evidence_chain_starts: EvidenceChainStartsTable;
  mail_outbox: MailOutboxTable;
  due_notices: DueNoticesTable;
  scheduled_jobs: ScheduledJobsTable;
  key_rotations: KeyRotationsTable;
  cache_versions: CacheVersionsTable;
  pending_reports: PendingReportsTable;
}

/** What repositories take first: the database, or a transaction (which is one). */
export type Db = Kysely<Database>;
/** For functions that must run inside a transaction (the change and its audit row commit together). */
export type Trx = Transaction<Database>;

/** A query selecting one id column (`.where('id', 'in', ids)`): a repository uses another's rows by it (scope, menus). */
// biome-ignore lint/suspicious/noExplicitAny: the ids may come from any table, under any alias.
export type IdQuery = SelectQueryBuilder<any, any, Record<string, number>>;
