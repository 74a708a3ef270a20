import {
  type adminUserCreate,
  type adminUserUpdate,
  type adminUserView,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  type AdminUserRow,
  findAdminIdByLogin,
  findAdminUser,
  insertAdminUser,
  listAdminUsers,
  updateAdminUser,
} from '../../data/admin-users.repository.ts';
import { auditedChange, type ChangeContext } from '../../data/audited-change.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import { findGroup } from '../../data/user-groups.repository.ts';
import type { Trx } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';
import { reauthenticate } from '../admin-auth/reauthenticate.ts';
import { queuePasswordLink } from '../mail/outbox.ts';
import { authorizeEdit, authorizeManage, authorizePlacement, manageableBy } from './account-access.ts';
import { issueSetupLink } from './password-setup.ts';
import { sysadminRemains } from './sysadmin-remains.ts';

type AdminUserView = z.infer<typeof adminUserView>;

// The hash never leaves this function: the view says only whether a password is set.
const toView = (u: AdminUserRow): AdminUserView => ({
  id: u.id,
  loginId: u.login_id,
  name: u.name,
  email: u.email,
  groupId: u.group_id,
  groupName: u.group_name,
  statusCode: u.status,
  statusName: RECORD_STATUS_TITLES[u.status],
  passwordSet: u.password_hash !== null,
});

async function viewOf(trx: Trx, id: number): Promise<AdminUserView> {
  const row = await findAdminUser(trx, id);
  if (!row) throw recordNotFound();
  return toView(row);
}

async function assertGroupExists(trx: Trx, groupId: number): Promise<void> {
  if (!(await findGroup(trx, groupId)))
    throw new AppError('VALIDATION_FAILED', SYSADMIN_MESSAGES.selectGroup);
}

/** Issues a set-password link for `user`, queues its mail (when mail is set up) and audits it. */
async function issueLink(
  deps: AppDeps,
  auth: AdminAuth,
  { trx, now, audit }: ChangeContext,
  user: AdminUserView,
  detail: { reauthenticated: boolean } = { reauthenticated: false },
) {
  const link = await issueSetupLink(trx, user.id, auth.adminUserId, now);
  await queuePasswordLink(deps, trx, {
    email: user.email,
    name: user.name,
    loginId: user.loginId,
    ...link,
    now,
  });
  await audit('ISSUE_PASSWORD_LINK', 'admin_user', user.id, null, { expiresAt: link.expiresAt, ...detail });
  return link;
}

/** Every account, each saying whether the caller may manage it (the server refuses the others anyway). */
export async function adminAccountList(deps: AppDeps, auth: AdminAuth) {
  const rows = await listAdminUsers(deps.db);
  const manages = await manageableBy(
    deps.db,
    auth,
    rows.map((u) => u.group_id),
  );
  return rows.map((u) => ({ ...toView(u), canManage: manages({ id: u.id, groupId: u.group_id }) }));
}

/** Creates an admin without a password and issues the one-time link with which they choose it. */
export function createAdminAccount(deps: AppDeps, auth: AdminAuth, input: z.infer<typeof adminUserCreate>) {
  return auditedChange(
    deps,
    auth,
    async (change) => {
      await assertGroupExists(change.trx, input.groupId);
      await authorizePlacement(change.trx, auth, input.groupId);
      if (await findAdminIdByLogin(change.trx, input.loginId)) {
        throw new AppError('CONFLICT', SYSADMIN_MESSAGES.duplicateLoginId);
      }
      const id = await insertAdminUser(change.trx, deps.cipher, { ...input, now: change.now });
      const user = await viewOf(change.trx, id);
      await change.audit('CREATE', 'admin_user', id, null, user);
      return { user, setupLink: await issueLink(deps, auth, change, user) };
    },
    { hooks: [sysadminRemains] },
  );
}

/** Edits an admin; making one unusable or moving it ends its sessions at once (refused for the last system admin). */
export function editAdminAccount(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof adminUserUpdate>,
) {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      const before = await viewOf(trx, id);
      await assertGroupExists(trx, input.groupId);
      await authorizeEdit(trx, auth, before, input.groupId);
      await updateAdminUser(trx, deps.cipher, id, { ...input, now });
      if (input.status === 'DISABLED' || input.groupId !== before.groupId)
        await revokeAdminSessions(trx, id, now);
      const after = await viewOf(trx, id);
      await audit('UPDATE', 'admin_user', id, before, after);
      return after;
    },
    { hooks: [sysadminRemains] },
  );
}

/**
 * A new one-time link for an admin; the older links stop working. For an account that already has a password the
 * link would hand it over, so the issuing admin confirms with its own password first (the trail says so); the
 * account's sessions end when the link is used.
 */
export async function reissuePasswordLink(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  confirmation: { currentPassword?: string; secondFactorCode?: string } | null | undefined,
) {
  const target = await findAdminUser(deps.db, id);
  if (!target) throw recordNotFound();
  // Asked before the password (a refused caller is not asked for it) and again in the change.
  await authorizeManage(deps.db, auth, { id, groupId: target.group_id });
  const reauthenticated = target.password_hash !== null;
  if (reauthenticated)
    await reauthenticate(
      deps,
      auth,
      confirmation?.currentPassword,
      confirmation?.secondFactorCode || undefined,
    );
  return auditedChange(
    deps,
    auth,
    async (change) => {
      const user = await viewOf(change.trx, id);
      await authorizeManage(change.trx, auth, user);
      return issueLink(deps, auth, change, user, { reauthenticated });
    },
    { hooks: [sysadminRemains] },
  );
}
