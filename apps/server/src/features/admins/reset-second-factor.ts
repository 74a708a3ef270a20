import { clearSecondFactor, findAdminIdByLogin } from '../../data/admin-users.repository.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { deleteRecoveryCodes } from '../../data/recovery-codes.repository.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';

/**
 * Forgets an admin's second factor (a lost or replaced phone): secret and recovery codes go, every session of the
 * account ends, and the audit trail records it, in one transaction. At the next sign-in the admin enrolls again if
 * its group requires a second factor. Run by an operator from the command line (`npm run reset-second-factor`),
 * so the trail names no admin as actor. Answers false when no account has that login id.
 */
export async function resetSecondFactor(db: Db, seal: Cipher, loginId: string, now: Date): Promise<boolean> {
  const admin = await findAdminIdByLogin(db, loginId);
  if (!admin) return false;
  await auditedChange(
    { db, cipher: seal, now: () => now },
    { adminUserId: null, loginId: null, ip: null },
    async ({ trx, audit }) => {
      await clearSecondFactor(trx, seal, admin.id, now);
      await deleteRecoveryCodes(trx, admin.id);
      await revokeAdminSessions(trx, admin.id, now);
      await audit('RESET_SECOND_FACTOR', 'admin_user', admin.id, null, {
        secondFactor: null,
        by: 'command line',
      });
    },
  );
  return true;
}
