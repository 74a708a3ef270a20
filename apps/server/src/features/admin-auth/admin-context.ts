import { ADMIN_MESSAGES, type AdminMenuUrl, ERROR_CODES } from '@audit/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { revokeSession } from '../sessions/repository.ts';
import { resolveSession } from '../sessions/service.ts';
import { findAdminContext, listGroupMenus } from './repository.ts';

export type AdminAuth = {
  sessionId: number;
  adminUserId: number;
  loginId: string;
  name: string;
  groupId: number;
  groupName: string;
  menus: { name: string; url: string }[];
  ip: string;
};

/**
 * Resolves the admin behind a bearer token and checks the menu the route needs. A user or group made unusable
 * ends the session at once (410); a group without the route's menu (or any of its menus) gets 403. The menu list is the group's
 * permission: there is no other role switch.
 */
export async function resolveAdmin(
  db: Kysely<Database>,
  token: string | null,
  menu: AdminMenuUrl | readonly AdminMenuUrl[] | null,
  now: Date,
  ip: string,
): Promise<AdminAuth> {
  const session = await resolveSession(db, token, 'ADMIN', now, ADMIN_MESSAGES.sessionExpired);
  if (session.kind !== 'ADMIN') throw new Error('unreachable');
  const admin = await findAdminContext(db, session.adminUserId);
  if (admin?.status !== 'ENABLED' || admin.group_status !== 'ENABLED') {
    await revokeSession(db, session.sessionId, now);
    throw new AppError(ERROR_CODES.sessionExpired, 410, ADMIN_MESSAGES.sessionExpired);
  }
  const menus = await listGroupMenus(db, admin.group_id);
  const needed: readonly string[] = menu === null ? [] : typeof menu === 'string' ? [menu] : menu;
  if (needed.length > 0 && !menus.some((m) => needed.includes(m.url)))
    throw new AppError(ERROR_CODES.forbidden, 403, ADMIN_MESSAGES.noMenu);
  return {
    sessionId: session.sessionId,
    adminUserId: admin.id,
    loginId: admin.login_id,
    name: admin.name,
    groupId: admin.group_id,
    groupName: admin.group_name,
    menus,
    ip,
  };
}
