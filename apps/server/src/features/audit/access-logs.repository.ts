import { sql } from 'kysely';
import { appendChained } from '../../db/evidence-chain.ts';
import type { Db, Trx } from '../../db/types.ts';
import type { EvidenceSeal } from '../../security/evidence-seal.ts';

// Owner of the `personal_data_access_logs` table (개인정보 접속기록). Rows cannot be changed (database trigger)
// and each is chained to the one before by a keyed hash (db/evidence-chain.ts).

export type AccessAction = 'VIEW_REPORT' | 'DOWNLOAD_ATTACHMENT' | 'EXPORT_REPORTS';

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

/**
 * Access log rows past their retention (the retention job). Deletes the oldest rows created before `createdBefore`, up to `limit`, and only as the head of the chain
 * (it stops at the first younger row), so that the rows left still verify. The database's own clock bounds the
 * cutoff too (`keptFor`, as the table's trigger counts it): a clock running ahead cannot ask for a deletion that
 * the trigger refuses. Answers how many rows went and the last id.
 */
export async function purgeAccessLogs(
  trx: Trx,
  createdBefore: Date,
  keptFor: string,
  limit: number,
): Promise<{ rows: number; upToId: number | null }> {
  const { rows } = await sql<{ id: number }>`
    with head as (select id, created_at from personal_data_access_logs order by id limit ${limit}),
    first_kept as (select min(id) as id from head
      where created_at >= least(${createdBefore}::timestamptz, now() - ${keptFor}::interval))
    delete from personal_data_access_logs where id in (
      select id from head where (select id from first_kept) is null or id < (select id from first_kept))
    returning id`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  return { rows: ids.length, upToId: ids.length ? Math.max(...ids) : null };
}
