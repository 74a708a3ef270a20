import { sql } from 'kysely';
import { appendChained } from '../../db/evidence-chain.ts';
import type { Db, Trx } from '../../db/types.ts';
import type { EvidenceSeal } from '../../security/evidence-seal.ts';

// Owner of the `login_logs` table: every admin sign-in attempt with its address (the spec's login log).

/** One sign-in attempt, chained to the rows before it by a keyed hash (db/evidence-chain.ts). */
export async function insertLoginLog(
  db: Db,
  seal: EvidenceSeal,
  row: {
    adminUserId: number | null;
    loginId: string;
    ip: string;
    success: boolean;
    reason: string | null;
    /** Which second factor completed the sign-in. */
    secondFactor?: 'TOTP' | 'RECOVERY' | null;
    now: Date;
  },
): Promise<void> {
  await appendChained(db, seal, 'login_logs', {
    admin_user_id: row.adminUserId,
    login_id: row.loginId.slice(0, 100),
    ip: row.ip.slice(0, 64),
    success: row.success,
    reason: row.reason,
    second_factor: row.secondFactor ?? null,
    created_at: row.now,
  });
}

export async function pageLoginLogs(db: Db, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('login_logs')
      .select(['id', 'login_id', 'ip', 'success', 'second_factor', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('login_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Login log rows past their retention (the retention job). Deletes the oldest rows created before `createdBefore`, up to `limit`, and only as the head of the chain
 * (it stops at the first younger row), so that the rows left still verify. The database's own clock bounds the
 * cutoff too (`keptFor`, as the table's trigger counts it): a clock running ahead cannot ask for a deletion that
 * the trigger refuses. Answers how many rows went and the last id.
 */
export async function purgeLoginLogs(
  trx: Trx,
  createdBefore: Date,
  keptFor: string,
  limit: number,
): Promise<{ rows: number; upToId: number | null }> {
  const { rows } = await sql<{ id: number }>`
    with head as (select id, created_at from login_logs order by id limit ${limit}),
    first_kept as (select min(id) as id from head
      where created_at >= least(${createdBefore}::timestamptz, now() - ${keptFor}::interval))
    delete from login_logs where id in (
      select id from head where (select id from first_kept) is null or id < (select id from first_kept))
    returning id`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  return { rows: ids.length, upToId: ids.length ? Math.max(...ids) : null };
}
