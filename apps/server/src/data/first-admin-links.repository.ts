import type { Db } from '../db/types.ts';

// Owner of the `first_admin_links` table: the one-time link of the first system admin (its token's hash only).

/** Puts a new link in place of any earlier one. */
export async function replaceFirstAdminLink(
  db: Db,
  tokenHash: Buffer,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto('first_admin_links')
    .values({ id: 1, token_hash: tokenHash, expires_at: expiresAt, created_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ token_hash: tokenHash, expires_at: expiresAt, created_at: now }),
    )
    .execute();
}

/** Whether the link of `tokenHash` is the live one; `lock` holds it until the transaction ends (one use). */
export async function isLiveFirstAdminLink(
  db: Db,
  tokenHash: Buffer,
  now: Date,
  lock = false,
): Promise<boolean> {
  let q = db
    .selectFrom('first_admin_links')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

export async function deleteFirstAdminLink(db: Db): Promise<void> {
  await db.deleteFrom('first_admin_links').execute();
}
