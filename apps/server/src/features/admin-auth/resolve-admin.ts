import { ADMIN_MESSAGES, type MenuKey } from '@audit/contracts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/app-error.ts';
import { findAdminUser } from '../admins/admin-users.repository.ts';
import { menuIdsOfGroup } from '../groups/group-menus.repository.ts';
import { listEnabledMenusIn } from '../groups/menus.repository.ts';
import type { ReportScope } from '../reports/report-scope.ts';
import { revokeSession } from '../sessions/sessions.repository.ts';
import { resolveSession } from '../sessions/sessions.ts';

/** The admin behind a request: who (for the logs), the group's menus (permissions) and report scope. */
export type AdminAuth = {
  sessionId: number;
  adminUserId: number;
  loginId: string;
  name: string;
  groupId: number;
  groupName: string;
  menus: { name: string; url: string }[];
  ip: string;
  scope: Extract<ReportScope, { kind: 'admin' }>;
};

/**
 * Resolves the admin behind a bearer token and checks the menu (by its fixed key) the route needs. A user or group made unusable
 * ends the session at once (410); a group without the route's menu (or any of its menus) gets 403. The menu
 * list is the group's permission: there is no other role switch.
 */
export async function resolveAdmin(
  db: Db,
  token: string | null,
  menu: MenuKey | readonly MenuKey[] | null,
  now: Date,
  ip: string,
): Promise<AdminAuth> {
  const session = await resolveSession(db, token, 'ADMIN', now, {
    missing: ADMIN_MESSAGES.sessionMissing,
    expired: ADMIN_MESSAGES.sessionExpired,
  });
  const admin = await findAdminUser(db, session.ownerId);
  if (admin?.status !== 'ENABLED' || admin.group_status !== 'ENABLED') {
    await revokeSession(db, session.sessionId, now);
    throw new AppError('SESSION_EXPIRED', ADMIN_MESSAGES.sessionExpired);
  }
  const rows = await listEnabledMenusIn(db, menuIdsOfGroup(db, admin.group_id));
  // The permission is the menu's fixed key: a URL, which a menu screen could edit, decides nothing.
  const needed: readonly string[] = menu === null ? [] : typeof menu === 'string' ? [menu] : menu;
  if (needed.length > 0 && !rows.some((m) => m.key !== null && needed.includes(m.key)))
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.noMenu);
  const menus = rows.map(({ name, url }) => ({ name, url }));
  return {
    sessionId: session.sessionId,
    adminUserId: admin.id,
    loginId: admin.login_id,
    name: admin.name,
    groupId: admin.group_id,
    groupName: admin.group_name,
    menus,
    ip,
    scope: { kind: 'admin', groupId: admin.group_id, adminUserId: admin.id },
  };
}
