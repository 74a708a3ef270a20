import type { ColumnType, Generated } from 'kysely';

// Tables of the audit office's case work on a report, beyond the spec's entities: its internal notes, and the
// durations of its legal clocks. Part of the Database of types.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An id drawn by data/reserve-ids.ts before the row is written: required on insert, never changed. */
type DrawnId = ColumnType<number, number, never>;

/** An internal note of the audit office on a report (never shown to the reporter); content encrypted. */
export interface ReportNotesTable {
  id: DrawnId;
  post_id: number;
  admin_user_id: number;
  content_enc: Buffer;
  created_at: CreatedAt;
  /** Null until the author edits it. */
  updated_at: Timestamp | null;
}

/** A handler (담당자) of a report: an admin of a group mapped to its company. */
export interface ReportAssigneesTable {
  id: Generated<number>;
  post_id: number;
  admin_user_id: number;
  assigned_at: CreatedAt;
}

/** An admin excluded from a report (conflict of interest): the scope of its reads leaves the report out. */
export interface ReportExclusionsTable {
  id: Generated<number>;
  post_id: number;
  admin_user_id: number;
  /** The admin who asked for (or, being the oversight, set) the exclusion. */
  excluded_by: number;
  created_at: CreatedAt;
  /** The oversight's decision: an exclusion is in force only once decided; until then it is a request. */
  decided_by: number | null;
  decided_at: Timestamp | null;
}

/** The legal clocks' durations set by system admins: at most one row; none means the defaults. */
export interface SettingsTable {
  singleton: ColumnType<boolean, true | undefined, never>;
  acknowledgement_days: number;
  feedback_months: number;
  updated_at: Timestamp;
}
