import type { AuditActor } from '../../data/audit-trail.repository.ts';

/** Who the audit trail names for what the retention job deletes. */
export const RETENTION_ACTOR: AuditActor = { adminUserId: null, loginId: 'system:retention', ip: null };

export const DAY_MS = 24 * 60 * 60_000;

/**
 * How long evidence is kept before the job deletes it: the legal minimum, as the tables' triggers enforce it
 * (migration 20261122T0500): login log and personal-data access log (개인정보 접속기록) 2 years, audit trail 3.
 */
export const EVIDENCE_KEPT_YEARS = {
  login_logs: 2,
  personal_data_access_logs: 2,
  audit_trail: 3,
} as const;
