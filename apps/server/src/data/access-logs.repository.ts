import { appendChained } from './evidence-chain.ts';
import type { Db } from '../db/types.ts';
import type { EvidenceSeal } from '../security/evidence-seal.ts';

// Owner of the `personal_data_access_logs` table (개인정보 접속기록). Rows cannot be changed (database trigger)
// and each is chained to the one before by a keyed hash (data/evidence-chain.ts).

export type AccessAction =
  | 'VIEW_REPORT'
  | 'VIEW_NOTES'
  /** The oversight's view of a report (issue 30): the reporter's note of who must not see it. */
  | 'VIEW_OVERSIGHT'
  | 'DOWNLOAD_ATTACHMENT'
  /** An attachment as the reporter sent it, hidden metadata and all (issue 13), asked for as such. */
  | 'DOWNLOAD_ORIGINAL_ATTACHMENT'
  | 'EXPORT_REPORTS';

/**
 * Personal-data access record (개인정보 접속기록): who, when, from where, what, which report. Written before the
 * data is sent: if the record cannot be written, the data is not shown. Rows cannot be changed (database trigger).
 */
export async function recordAccess(
  db: Db,
  seal: EvidenceSeal,
  row: {
    adminUserId: number;
    loginId: string;
    ip: string;
    action: AccessAction;
    postId?: number;
    receiptNumber?: string;
    detail?: string;
    now: Date;
  },
): Promise<void> {
  await appendChained(db, seal, 'personal_data_access_logs', {
    admin_user_id: row.adminUserId,
    admin_login_id: row.loginId,
    ip: row.ip.slice(0, 64),
    action: row.action,
    post_id: row.postId ?? null,
    receipt_number: row.receiptNumber ?? null,
    detail: row.detail?.slice(0, 500) ?? null,
    created_at: row.now,
  });
}
