import { ADMIN_MESSAGES, type MenuKey } from '@audit/contracts';
import { findAdminSession, revokeSession } from '../../data/sessions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveSession, tokenHashOf } from '../sessions/sessions.ts';

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
  const messages = { missing: ADMIN_MESSAGES.sessionMissing, expired: ADMIN_MESSAGES.sessionExpired };
  const hash = tokenHashOf(token, messages);
  // One query: the session, its admin with the group, and the group's menus.
  const found = await findAdminSession(db, hash);
  const session = await liveSession(db, found, 'ADMIN', now, messages);
  const admin = found;
  // Left-joined: an account that is gone (or not usable, or its group) ends the session at once.
  if (
    !admin?.login_id ||
    admin.name === null ||
    admin.group_id === null ||
    admin.group_name === null ||
    admin.status !== 'ENABLED' ||
    admin.group_status !== 'ENABLED'
  ) {
    await revokeSession(db, session.sessionId, now);
    throw new AppError('SESSION_EXPIRED', ADMIN_MESSAGES.sessionExpired);
  }
  const rows = admin.group_menu_list ?? [];
  // The permission is the menu's fixed key: a URL, which a menu screen could edit, decides nothing.
  const needed: readonly string[] = menu === null ? [] : typeof menu === 'string' ? [menu] : menu;
  if (needed.length > 0 && !rows.some((m) => m.key !== null && needed.includes(m.key)))
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.noMenu);
  const menus = rows.map(({ name, url }) => ({ name, url }));
  return {
    sessionId: session.sessionId,
    adminUserId: session.ownerId,
    loginId: admin.login_id,
    name: admin.name,
    groupId: admin.group_id,
    groupName: admin.group_name,
    menus,
    ip,
    scope: { kind: 'admin', groupId: admin.group_id, adminUserId: session.ownerId },
  };
}
