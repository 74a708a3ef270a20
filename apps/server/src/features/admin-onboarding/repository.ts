import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a new link (its token hash) and voids the user's earlier unused links: only the newest link works. */
export async function replaceSetupToken(
  db: Db,
  t: { adminUserId: number; tokenHash: Buffer; createdBy: number | null; expiresAt: Date; now: Date },
) {
  await db
    .updateTable('password_setup_tokens')
    .set({ used_at: t.now })
    .where('admin_user_id', '=', t.adminUserId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_setup_tokens')
    .values({
      admin_user_id: t.adminUserId,
      token_hash: t.tokenHash,
      created_by: t.createdBy,
      expires_at: t.expiresAt,
      created_at: t.now,
    })
    .execute();
}

export function findLiveSetupToken(db: Db, tokenHash: Buffer, now: Date) {
  return db
    .selectFrom('password_setup_tokens as t')
    .innerJoin('admin_users as a', 'a.id', 't.admin_user_id')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select(['t.id', 't.admin_user_id', 'a.login_id', 'a.name'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('a.status', '=', 'ENABLED')
    .where('g.status', '=', 'ENABLED')
    .executeTakeFirst();
}

export async function setAdminPassword(
  db: Db,
  adminUserId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      failed_login_count: 0,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', adminUserId)
    .execute();
  await db
    .updateTable('password_setup_tokens')
    .set({ used_at: now })
    .where('admin_user_id', '=', adminUserId)
    .where('used_at', 'is', null)
    .execute();
}
