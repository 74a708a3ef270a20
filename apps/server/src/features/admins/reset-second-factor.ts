import { ACCOUNT_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { clearSecondFactor, findAdminIdByLogin, findAdminUser } from '../../data/admin-users.repository.ts';
import { auditedChange, type ChangeContext } from '../../data/audited-change.ts';
import { deleteRecoveryCodes } from '../../data/recovery-codes.repository.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/auth.ts';
import { recordNotFound } from '../../lib/app-error.ts';
import type { Cipher } from '../../security/crypto.ts';
import { reauthenticate } from '../admin-auth/reauthenticate.ts';
import { authorizeManage } from './account-access.ts';

/**
 * Forgets a second factor, in the change's transaction: secret and recovery codes go, every session of the account
 * ends (an enrolment step's token too, so an old one cannot enroll a factor of its own), and the trail records it.
 * At the next sign-in the admin enrolls again if its group requires a second factor. Enrolment itself never
 * replaces a factor in use (admin-auth/second-factor.ts): this is the only way one goes.
 */
async function forgetSecondFactor(
  { trx, now, audit }: ChangeContext,
  cipher: Cipher,
  adminUserId: number,
  by: string,
) {
  await clearSecondFactor(trx, cipher, adminUserId, now);
  await deleteRecoveryCodes(trx, adminUserId);
  await revokeAdminSessions(trx, adminUserId, now);
  await audit('RESET_SECOND_FACTOR', 'admin_user', adminUserId, null, { secondFactor: null, by });
}

/**
 * The operator's reset (a lost or replaced phone), run from the command line (`npm run reset-second-factor`), so
 * the trail names no admin as actor. Answers false when no account has that login id.
 */
export async function resetSecondFactor(db: Db, seal: Cipher, loginId: string, now: Date): Promise<boolean> {
  const admin = await findAdminIdByLogin(db, loginId);
  if (!admin) return false;
  await auditedChange(
    { db, cipher: seal, now: () => now },
    { adminUserId: null, loginId: null, ip: null },
    (change) => forgetSecondFactor(change, seal, admin.id, 'command line'),
  );
  return true;
}

/**
 * The same reset from the account screen: only by someone who may manage the account (a system admin's only by a
 * system admin), confirmed with the caller's own password (and code), audited under the caller's name.
 */
export async function resetSecondFactorOf(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  confirmation: { currentPassword: string; secondFactorCode?: string },
) {
  const target = await findAdminUser(deps.db, id);
  if (!target) throw recordNotFound();
  await authorizeManage(deps.db, auth, { id, groupId: target.group_id });
  await reauthenticate(deps, auth, confirmation.currentPassword, confirmation.secondFactorCode || undefined);
  await auditedChange(deps, auth, async (change) => {
    const account = await findAdminUser(change.trx, id);
    if (!account) throw recordNotFound();
    await authorizeManage(change.trx, auth, { id, groupId: account.group_id });
    await forgetSecondFactor(change, deps.cipher, id, 'admin');
  });
  return { message: ACCOUNT_MESSAGES.secondFactorReset };
}
