import type { Db } from '../../db/types.ts';

// Owner of the `login_logs` table: every admin sign-in attempt with its address (the spec's login log).

export async function insertLoginLog(
  db: Db,
  row: {
    adminUserId: number | null;
    loginId: string;
    ip: string;
    success: boolean;
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('login_logs')
    .values({
      admin_user_id: row.adminUserId,
      login_id: row.loginId.slice(0, 100),
      ip: row.ip.slice(0, 64),
      success: row.success,
      reason: row.reason,
      created_at: row.now,
    })
    .execute();
}

export async function pageLoginLogs(db: Db, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('login_logs')
      .select(['id', 'login_id', 'ip', 'success', 'created_at'])
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
