import { SYSADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { countAdmins } from '../../data/admin-users.repository.ts';
import { auditedChange } from '../../data/audited-change.ts';
import {
  deleteFirstAdminLink,
  isLiveFirstAdminLink,
  replaceFirstAdminLink,
} from '../../data/first-admin-links.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { createOrUpdateAdmin } from './create-admin.ts';

export const FIRST_ADMIN_PAGE = '/adminsetup';
const LINK_TTL_MS = 24 * 60 * 60_000;

const linkInvalid = () => new AppError('SESSION_EXPIRED', SYSADMIN_MESSAGES.firstAdminLinkInvalid);

/**
 * At start: while no admin exists, a new one-time link for the first system admin (valid 24 hours, replacing any
 * earlier one, only its hash kept); once an admin exists, no link (and any old one is removed). Answers the
 * link's path, or null.
 */
export async function issueFirstAdminLink(deps: AppDeps): Promise<string | null> {
  if ((await countAdmins(deps.db)) > 0) {
    await deleteFirstAdminLink(deps.db);
    return null;
  }
  const token = newToken();
  const now = deps.now();
  await replaceFirstAdminLink(deps.db, hashToken(token), new Date(now.getTime() + LINK_TTL_MS), now);
  return `${FIRST_ADMIN_PAGE}?token=${token}`;
}

/** 200 while the link can be used: it is the live one and still no admin exists; 410 otherwise. */
export async function checkFirstAdminLink(deps: AppDeps, token: string) {
  const live = await isLiveFirstAdminLink(deps.db, hashToken(token), deps.now());
  if (!live || (await countAdmins(deps.db)) > 0) throw linkInvalid();
  return { ok: true as const };
}

/**
 * Creates the first system admin from the link, once: in one transaction that holds the link's row, checks that no
 * admin exists yet, creates the account in the system-admin group, spends the link and writes the audit row. Two
 * requests at once: the second waits for the first and then finds the link gone.
 */
export async function createFirstAdmin(
  deps: AppDeps,
  input: { token: string; loginId: string; name: string; password: string },
  ip: string,
) {
  const now = deps.now();
  await auditedChange(deps, { adminUserId: null, loginId: input.loginId, ip }, async ({ trx, audit }) => {
    if (!(await isLiveFirstAdminLink(trx, hashToken(input.token), now, true))) throw linkInvalid();
    if ((await countAdmins(trx)) > 0) throw linkInvalid();
    const { id } = await createOrUpdateAdmin(
      trx,
      {
        loginId: input.loginId,
        name: input.name,
        email: null,
        group: { sysadmin: true },
        password: input.password,
      },
      deps.cipher,
    );
    await deleteFirstAdminLink(trx);
    await audit(
      'CREATE_FIRST_ADMIN',
      'admin_user',
      id,
      null,
      {
        loginId: input.loginId,
        name: input.name,
        group: 'system admin',
      },
      { adminUserId: id, loginId: input.loginId, ip },
    );
  });
  return { message: SYSADMIN_MESSAGES.firstAdminCreated };
}
