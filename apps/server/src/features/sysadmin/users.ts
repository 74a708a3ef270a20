import {
  type adminUserCreate,
  type adminUserUpdate,
  type adminUserView,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../errors.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { issueSetupLink } from '../admin-onboarding/password-setup.ts';
import { queuePasswordLink } from '../mail/outbox.ts';
import { actorOf, applyChange, conflict, notFound } from './change.ts';
import {
  findAdminIdByLogin,
  findAdminUser,
  findGroup,
  insertAdminUser,
  listAdminUsers,
  revokeAdminSessions,
  updateAdminUser,
} from './directory.repository.ts';

type UserRow = Awaited<ReturnType<typeof listAdminUsers>>[number];
type UserView = z.infer<typeof adminUserView>;

// The hash never leaves this function: the view says only whether a password is set.
const toView = (u: UserRow): UserView => ({
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

export const userList = async (deps: AppDeps) => (await listAdminUsers(deps.db)).map(toView);

/** Creates an admin without a password and issues the one-time link with which they choose it. */
export function createUser(deps: AppDeps, auth: AdminAuth, input: z.infer<typeof adminUserCreate>) {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    if (!(await findGroup(trx, input.groupId))) throw badRequest(SYSADMIN_MESSAGES.selectGroup);
    if (await findAdminIdByLogin(trx, input.loginId)) throw conflict(SYSADMIN_MESSAGES.duplicateLoginId);
    const id = await insertAdminUser(trx, { ...input, now });
    const user = toView((await findAdminUser(trx, id))!);
    await audit('CREATE', 'admin_user', id, null, user);
    const setupLink = await issueSetupLink(trx, id, auth.adminUserId, now);
    await queuePasswordLink(deps, trx, {
      email: input.email,
      name: input.name,
      loginId: input.loginId,
      ...setupLink,
      now,
    });
    await audit('ISSUE_PASSWORD_LINK', 'admin_user', id, null, { expiresAt: setupLink.expiresAt });
    return { user, setupLink };
  });
}

/** Edits an admin; making one unusable ends their sessions at once (and is refused for the last system admin). */
export function editUser(deps: AppDeps, auth: AdminAuth, id: number, input: z.infer<typeof adminUserUpdate>) {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    const before = await findAdminUser(trx, id);
    if (!before) throw notFound();
    if (!(await findGroup(trx, input.groupId))) throw badRequest(SYSADMIN_MESSAGES.selectGroup);
    await updateAdminUser(trx, id, { ...input, now });
    if (input.status === 'DISABLED' || input.groupId !== before.group_id)
      await revokeAdminSessions(trx, { adminUserId: id }, now);
    const after = toView((await findAdminUser(trx, id))!);
    await audit('UPDATE', 'admin_user', id, toView(before), after);
    return after;
  });
}

export function reissuePasswordLink(deps: AppDeps, auth: AdminAuth, id: number) {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    const user = await findAdminUser(trx, id);
    if (!user) throw notFound();
    const link = await issueSetupLink(trx, id, auth.adminUserId, now);
    await queuePasswordLink(deps, trx, {
      email: user.email,
      name: user.name,
      loginId: user.login_id,
      ...link,
      now,
    });
    await audit('ISSUE_PASSWORD_LINK', 'admin_user', id, null, { expiresAt: link.expiresAt });
    return link;
  });
}
