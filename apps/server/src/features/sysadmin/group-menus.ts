import { SYSADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { actorOf, applyChange, conflict, notFound } from './change.ts';
import {
  deleteGroupMenu,
  findGroup,
  findGroupMenu,
  findGroupMenuPair,
  findMenu,
  insertGroupMenu,
  listMenusForGroup,
} from './directory.repository.ts';

export async function groupMenuRows(deps: AppDeps, groupId: number) {
  if (!(await findGroup(deps.db, groupId))) throw notFound();
  return (await listMenusForGroup(deps.db, groupId)).map((r) => ({
    menuId: r.menu_id,
    groupMenuId: r.group_menu_id,
    isMapped: r.group_menu_id !== null,
    name: r.name,
    url: r.url,
  }));
}

export function grantMenu(deps: AppDeps, auth: AdminAuth, groupId: number, menuId: number) {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    const [group, menu] = await Promise.all([findGroup(trx, groupId), findMenu(trx, menuId)]);
    if (!group || !menu) throw notFound();
    if (await findGroupMenuPair(trx, groupId, menuId)) throw conflict(SYSADMIN_MESSAGES.duplicateMenuMapping);
    const row = await insertGroupMenu(trx, groupId, menuId, now);
    await audit('GRANT_MENU', 'group_menu', row.id, null, {
      groupId,
      group: group.name,
      menuId,
      url: menu.url,
    });
    return { message: SYSADMIN_MESSAGES.menuAdded };
  });
}

/** Releases a permission, unless it is the last group able to manage permissions (checked by applyChange). */
export function releaseMenu(deps: AppDeps, auth: AdminAuth, groupMenuId: number) {
  return applyChange(deps, actorOf(auth), async ({ trx, audit }) => {
    const row = await findGroupMenu(trx, groupMenuId);
    if (!row) throw notFound();
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
  });
}
