import { appendChained } from './evidence-chain.ts';
import type { Db } from '../db/types.ts';
import type { EvidenceSeal } from '../security/evidence-seal.ts';

// Owner of the `login_logs` table: every admin sign-in attempt with its address (the spec's login log).

/** One sign-in attempt, chained to the rows before it by a keyed hash (data/evidence-chain.ts). */
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
