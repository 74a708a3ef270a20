import type { Db } from '../db/types.ts';
import { enabledAdminIds } from './admin-users.repository.ts';

// Owner of the `password_setup_tokens` table: one-time set-password links (only the token's hash is stored).

/** Voids an admin's unused links (a new link was issued, or the password was set). */
export async function voidSetupTokens(db: Db, adminUserId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_setup_tokens')
    .set({ used_at: now })
    .where('admin_user_id', '=', adminUserId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertSetupToken(
  db: Db,
  t: { adminUserId: number; tokenHash: Buffer; createdBy: number | null; expiresAt: Date; now: Date },
): Promise<void> {
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

/** The admin of an unused, unexpired link, if that admin and its group are usable. */
export function findLiveSetupToken(db: Db, tokenHash: Buffer, now: Date) {
  return db
    .selectFrom('password_setup_tokens as t')
    .select(['t.id', 't.admin_user_id'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('t.admin_user_id', 'in', enabledAdminIds(db))
    .executeTakeFirst();
}
