import { SYSADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import {
  deleteGroupMenu,
  findGroupMenu,
  findGroupMenuPair,
  insertGroupMenu,
} from '../../data/group-menus.repository.ts';
import { findMenu, listMenusForGroup } from '../../data/menus.repository.ts';
import { findGroup } from '../../data/user-groups.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';
import { sysadminRemains } from '../admins/sysadmin-remains.ts';

/** Every menu with whether the group holds it (the permission screen's checkboxes). */
export async function groupMenuRows(deps: AppDeps, groupId: number) {
  if (!(await findGroup(deps.db, groupId))) throw recordNotFound();
  return (await listMenusForGroup(deps.db, groupId)).map((r) => ({
    menuId: r.menu_id,
    groupMenuId: r.group_menu_id,
    isMapped: r.group_menu_id !== null,
    name: r.name,
    url: r.url,
  }));
}

export function grantMenu(deps: AppDeps, auth: AdminAuth, groupId: number, menuId: number) {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      const [group, menu] = await Promise.all([findGroup(trx, groupId), findMenu(trx, menuId)]);
      if (!group || !menu) throw recordNotFound();
      if (await findGroupMenuPair(trx, groupId, menuId)) {
        throw new AppError('CONFLICT', SYSADMIN_MESSAGES.duplicateMenuMapping);
      }
      const row = await insertGroupMenu(trx, deps.cipher, groupId, menuId, now);
      await audit('GRANT_MENU', 'group_menu', row.id, null, {
        groupId,
        group: group.name,
        menuId,
        url: menu.url,
      });
      return { message: SYSADMIN_MESSAGES.menuAdded };
    },
    { hooks: [sysadminRemains] },
  );
}

/** Releases a permission, unless it is the last group able to manage permissions (sysadminRemains, around the change). */
export function releaseMenu(deps: AppDeps, auth: AdminAuth, groupMenuId: number) {
  return auditedChange(
    deps,
    auth,
    async ({ trx, audit }) => {
      const row = await findGroupMenu(trx, groupMenuId);
      if (!row) throw recordNotFound();
      const menu = await findMenu(trx, row.menu_id);
      await deleteGroupMenu(trx, groupMenuId);
      await audit(
        'RELEASE_MENU',
        'group_menu',
        groupMenuId,
        { groupId: row.group_id, menuId: row.menu_id, url: menu?.url },
        null,
      );
      return { message: SYSADMIN_MESSAGES.menuReleased };
    },
    { hooks: [sysadminRemains] },
  );
}
