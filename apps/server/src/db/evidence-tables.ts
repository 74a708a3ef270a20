import type { ColumnType, Generated } from 'kysely';

// Evidence tables: the login log, the personal-data access log (개인정보 접속기록) and the audit trail, each a hash chain
// (data/evidence-chain.ts), and where each chain starts after a retention purge. Part of the Database of types.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Id = Generated<number>;

export interface LoginLogsTable {
  id: Id;
  admin_user_id: number | null;
  login_id: string;
  ip: string;
  success: boolean;
  reason: string | null;
  /** Which second factor completed the sign-in, if any. */
  second_factor: 'TOTP' | 'RECOVERY' | null;
  created_at: CreatedAt;
  /** The row's place in its chain: 1, 2, 3, ... without gaps (the order; ids do not follow it). */
  seq: number;
  /** The previous row's chain_hash (null for the first row of the chain). */
  prev_hash: Buffer | null;
  /** Keyed hash of prev_hash and this row (security/evidence-seal.ts). */
  chain_hash: Buffer;
}

export interface PersonalDataAccessLogsTable {
  id: Id;
  admin_user_id: number;
  admin_login_id: string;
  ip: string;
  action: string;
  post_id: number | null;
  receipt_number: string | null;
  detail: string | null;
  created_at: CreatedAt;
  /** The row's place in its chain: 1, 2, 3, ... without gaps (the order; ids do not follow it). */
  seq: number;
  /** The previous row's chain_hash (null for the first row of the chain). */
  prev_hash: Buffer | null;
  /** Keyed hash of prev_hash and this row (security/evidence-seal.ts). */
  chain_hash: Buffer;
}

/** Where a chain starts after a retention purge, sealed under the chain key (data/evidence-chain-starts.repository.ts). */
export interface EvidenceChainStartsTable {
  chain: string;
  first_seq: number;
  prev_hash: Buffer;
  seal: Buffer;
}

export interface AuditTrailTable {
  id: Id;
  actor_admin_id: number | null;
  actor_login_id: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: CreatedAt;
  /** The row's place in its chain: 1, 2, 3, ... without gaps (the order; ids do not follow it). */
  seq: number;
  /** The previous row's chain_hash (null for the first row of the chain). */
  prev_hash: Buffer | null;
  /** Keyed hash of prev_hash and this row (security/evidence-seal.ts). */
  chain_hash: Buffer;
}
