import { adminPasswordProblem, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findAdminUser, setAdminPassword } from '../../data/admin-users.repository.ts';
import { auditedChange } from '../../data/audited-change.ts';
import {
  findLiveSetupToken,
  insertSetupToken,
  voidSetupTokens,
} from '../../data/password-setup-tokens.repository.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;
export const SETUP_PAGE = '/adminsetpassword';

const invalidLink = () => new AppError('SESSION_EXPIRED', SYSADMIN_MESSAGES.linkInvalid);

/**
 * Issues a one-time set-password link (valid 24 hours) and voids the admin's older links; only the token's hash
 * is stored, so the link can be shown once only.
 */
export async function issueSetupLink(trx: Trx, adminUserId: number, createdBy: number | null, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
  await voidSetupTokens(trx, adminUserId, now);
  await insertSetupToken(trx, { adminUserId, tokenHash: hashToken(token), createdBy, expiresAt, now });
  return { path: `${SETUP_PAGE}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The admin of a live link (its account and group usable), or 410. */
async function linkOwner(db: Db, token: string, now: Date) {
  const live = await findLiveSetupToken(db, hashToken(token), now);
  const admin = live && (await findAdminUser(db, live.admin_user_id));
  if (!admin) throw invalidLink();
  return admin;
}

export async function setupLinkInfo(deps: AppDeps, token: string) {
  const admin = await linkOwner(deps.db, token, deps.now());
  return { loginId: admin.login_id, name: admin.name };
}

/** The admin chooses a password under the admin rule; the link is then spent and the account's sessions end. */
export async function completePasswordSetup(deps: AppDeps, token: string, password: string, ip: string) {
  const now = deps.now();
  const admin = await linkOwner(deps.db, token, now);
  const problem = adminPasswordProblem(password, admin.login_id);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const passwordHash = await hashPassword(password);
  await auditedChange(
    deps,
    { adminUserId: admin.id, loginId: admin.login_id, ip },
    async ({ trx, audit }) => {
      // Checked again inside the transaction: a link is used once even when two requests race.
      await linkOwner(trx, token, now);
      await setAdminPassword(trx, deps.cipher, admin.id, passwordHash, now);
      await voidSetupTokens(trx, admin.id, now);
      // Whoever was signed in as this account before the new password is signed out.
      await revokeAdminSessions(trx, admin.id, now);
      await audit('SET_PASSWORD', 'admin_user', admin.id, null, { passwordSet: true });
    },
  );
  return { message: SYSADMIN_MESSAGES.passwordSet };
}
