import { ADMIN_MESSAGES, type MenuKey } from '@audit/contracts';
import type { GroupGrants } from '../../data/group-grants.ts';
import { findAdminSession, revokeSession } from '../../data/sessions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantHolds } from '../../security/access-grant.ts';
import type { Cipher } from '../../security/crypto.ts';
import { liveSession, tokenHashOf } from '../sessions/sessions.ts';

/** A group id no group has (ids start at 1): the scope of a group whose company maps do not all hold. */
const NO_SCOPE = 0;

/** The group's menu rows and company maps checked against their MACs (each failure logged). */
function checkedGroupGrants(cipher: Cipher, grants: GroupGrants | null) {
  const mac = (b64: string | null) => (b64 === null ? null : Buffer.from(b64, 'base64'));
  const menuIds = new Set(
    (grants?.menus ?? [])
      .filter((m) => grantHolds(cipher, 'group_menus', { ...m, access_mac: mac(m.access_mac) }))
      .map((m) => m.menu_id),
  );
  const maps = (grants?.maps ?? []).map((m) =>
    grantHolds(cipher, 'company_type_maps', { ...m, access_mac: mac(m.access_mac) }),
  );
  return { menuIds, mapsHold: maps.every(Boolean) };
}

/**
 * Resolves the admin behind a bearer token and checks the menu (by its fixed key) the route needs. A user or group made unusable
 * ends the session at once (410); a group without the route's menu (or any of its menus) gets 403. The menu
 * list is the group's permission: there is no other role switch.
 */
export async function resolveAdmin(
  db: Db,
  cipher: Cipher,
  token: string | null,
  menu: MenuKey | readonly MenuKey[] | null,
  now: Date,
  ip: string,
): Promise<AdminAuth> {
  const messages = { missing: ADMIN_MESSAGES.sessionMissing, expired: ADMIN_MESSAGES.sessionExpired };
  const hash = tokenHashOf(token, messages);
  // One query: the session, its admin with the group, and the group's menus.
  const found = await findAdminSession(db, hash);
  const session = await liveSession(db, cipher, found, 'ADMIN', now, messages);
  const admin = found;
  // Left-joined: an account that is gone (or not usable, or its group) ends the session at once.
  if (
    !admin?.login_id ||
    admin.name === null ||
    admin.group_id === null ||
    admin.group_name === null ||
    admin.status !== 'ENABLED' ||
    admin.group_status !== 'ENABLED' ||
    // An account changed without the key (a known password hash, another group) grants nothing.
    !grantHolds(cipher, 'admin_users', {
      ...admin,
      id: admin.admin_user_id,
      access_mac: admin.admin_access_mac,
    })
  ) {
    await revokeSession(db, session.sessionId, now);
    throw new AppError('SESSION_EXPIRED', ADMIN_MESSAGES.sessionExpired);
  }
  const grants = checkedGroupGrants(cipher, admin.group_grants);
  // A menu row inserted without the key is no permission.
  const rows = (admin.group_menu_list ?? []).filter((m) => grants.menuIds.has(m.id));
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
    // A company map written without the key would widen the scope: until a system admin removes it, the group's
    // scope is empty (NO_SCOPE names no group) rather than wider than the maps the site wrote.
    scope: {
      kind: 'admin',
      groupId: grants.mapsHold ? admin.group_id : NO_SCOPE,
      adminUserId: session.ownerId,
    },
  };
}
