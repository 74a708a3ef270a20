import type { Db } from '../db/types.ts';
import type { Cipher } from '../security/crypto.ts';
import { sealGrants } from './access-grants.ts';

// Owner of the `admin_recovery_codes` table: an admin's one-time recovery codes, stored as argon2id hashes.

/** Replaces the admin's recovery codes with new ones (enrollment); the old ones stop working. */
export async function replaceRecoveryCodes(
  db: Db,
  cipher: Cipher,
  adminUserId: number,
  hashes: string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_user_id', '=', adminUserId).execute();
  const rows = await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_user_id: adminUserId, code_hash, created_at: now })))
    .returning('id')
    .execute();
  await sealGrants(
    db,
    cipher,
    'admin_recovery_codes',
    rows.map((r) => r.id),
  );
}

export function listUnusedRecoveryCodes(db: Db, adminUserId: number) {
  return db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'admin_user_id', 'code_hash', 'access_mac'])
    .where('admin_user_id', '=', adminUserId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Spends a code; false when it was spent meanwhile (two requests with the same code). */
export async function spendRecoveryCode(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteRecoveryCodes(db: Db, adminUserId: number): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_user_id', '=', adminUserId).execute();
}
