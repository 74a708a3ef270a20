import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export async function pageLoginLogs(db: Kysely<Database>, page: number, size: number) {
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
