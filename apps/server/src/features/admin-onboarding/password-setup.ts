import { adminPasswordProblem, ERROR_CODES, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/types.ts';
import { AppError, badRequest } from '../../errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { writeAudit } from '../audit-trail/repository.ts';
import { findLiveSetupToken, replaceSetupToken, setAdminPassword } from './repository.ts';

export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;
export const SETUP_PAGE = '/adminsetpassword';

const invalidLink = () => new AppError(ERROR_CODES.sessionExpired, 410, SYSADMIN_MESSAGES.linkInvalid);

/** Issues a one-time set-password link (valid 24 hours); only its hash is stored, so it can be shown once only. */
export async function issueSetupLink(
  trx: Transaction<Database>,
  adminUserId: number,
  createdBy: number | null,
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
  await replaceSetupToken(trx, { adminUserId, tokenHash: hashToken(token), createdBy, expiresAt, now });
  return { path: `${SETUP_PAGE}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

export async function setupLinkInfo(deps: AppDeps, token: string) {
  const live = await findLiveSetupToken(deps.db, hashToken(token), deps.now());
  if (!live) throw invalidLink();
  return { loginId: live.login_id, name: live.name };
}

/** The new admin chooses a password under the admin rule; the link is then spent. */
export async function completePasswordSetup(deps: AppDeps, token: string, password: string, ip: string) {
  const now = deps.now();
  const live = await findLiveSetupToken(deps.db, hashToken(token), now);
  if (!live) throw invalidLink();
  const problem = adminPasswordProblem(password, live.login_id);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: a link is used once even when two requests race.
    if (!(await findLiveSetupToken(trx, hashToken(token), now))) throw invalidLink();
    await setAdminPassword(trx, live.admin_user_id, passwordHash, now);
    await writeAudit(
      trx,
      { adminUserId: live.admin_user_id, loginId: live.login_id, ip },
      {
        action: 'SET_PASSWORD',
        entity: 'admin_user',
        entityId: live.admin_user_id,
        before: null,
        after: { passwordSet: true },
        now,
      },
    );
  });
  return { message: SYSADMIN_MESSAGES.passwordSet };
}
