import type { ColumnType, Generated } from 'kysely';

// The tables of sessions and recovery codes: rows that grant access, each with its MAC (security/access-grant.ts). Part
// of the Database of types.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Id = Generated<number>;
/** MAC under the master key over the row's id and the columns that grant (security/access-grant.ts). */
type AccessMac = Buffer | null;

export type SessionKind = 'ADMIN' | 'REPORTER';
/** A full session, or an admin's short sign-in step waiting for the second factor or for its enrollment. */
export type SessionStage = 'FULL' | 'SECOND_FACTOR' | 'ENROLL';

export interface SessionsTable {
  id: Id;
  token_hash: Buffer;
  kind: SessionKind;
  admin_user_id: number | null;
  post_id: number | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  stage: Generated<SessionStage>;
  access_mac: AccessMac;
}

export interface AdminRecoveryCodesTable {
  id: Id;
  admin_user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  access_mac: AccessMac;
}
