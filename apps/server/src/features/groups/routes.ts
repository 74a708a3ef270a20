import { sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { grantMenu, groupMenuRows, releaseMenu } from './group-menus.ts';
import { createGroup, editGroup, groupComboList, groupList } from './groups.ts';
import { createMenu, editMenu, menuList } from './menus.ts';

// Each area is allowed exactly to the groups holding its menu; screens that pick a group read the list too.
const GROUPS = { menu: 'GROUPS' } as const;
const GROUP_READERS = {
  menu: ['GROUPS', 'ADMIN_ACCOUNTS', 'GROUP_PERMISSIONS', 'COMPANY_MAPS'],
} as const;
const MENUS = { menu: 'MENUS' } as const;
const PERMISSIONS = { menu: 'GROUP_PERMISSIONS' } as const;

export function groupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, sysadminApi.groups, GROUP_READERS, () => groupList(deps));
  addRoute(app, deps, sysadminApi.groupCombo, GROUP_READERS, () => groupComboList(deps));
  addRoute(app, deps, sysadminApi.createGroup, GROUPS, ({ auth, body }) => createGroup(deps, auth, body));
  addRoute(app, deps, sysadminApi.updateGroup, GROUPS, ({ auth, params, body }) =>
    editGroup(deps, auth, params.id, body),
  );

  addRoute(app, deps, sysadminApi.menus, MENUS, () => menuList(deps));
  addRoute(app, deps, sysadminApi.createMenu, MENUS, ({ auth, body }) => createMenu(deps, auth, body));
  addRoute(app, deps, sysadminApi.updateMenu, MENUS, ({ auth, params, body }) =>
    editMenu(deps, auth, params.id, body),
  );

  addRoute(app, deps, sysadminApi.groupMenus, PERMISSIONS, ({ params }) =>
    groupMenuRows(deps, params.groupId),
  );
  addRoute(app, deps, sysadminApi.addGroupMenu, PERMISSIONS, ({ auth, body }) =>
    grantMenu(deps, auth, body.user_group_id, body.menu_id),
  );
  addRoute(app, deps, sysadminApi.removeGroupMenu, PERMISSIONS, ({ auth, params }) =>
    releaseMenu(deps, auth, params.group_menu_id),
  );
}
