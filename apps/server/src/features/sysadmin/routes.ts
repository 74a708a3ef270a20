import { SYSADMIN_MENU_URLS, sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addRoute, adminWith } from '../../http/route.ts';
import { pageAudit } from '../audit-trail/repository.ts';
import { companyMapList, createCompanyMap, editCompanyMap } from './company-maps.ts';
import { grantMenu, groupMenuRows, releaseMenu } from './group-menus.ts';
import { createGroup, editGroup, groupComboList, groupList } from './groups.ts';
import { createMenu, editMenu, menuList } from './menus.ts';
import { createUser, editUser, reissuePasswordLink, userList } from './users.ts';

// Each /api/sysadmin area is allowed exactly to the groups holding its menu.
const GROUPS = adminWith('/admingroup');
const MANAGERS = adminWith('/adminmanager');
const MENUS = adminWith('/adminmenu');
const PERMISSIONS = adminWith('/admingroupauth');
const COMPANY_MAPS = adminWith('/admincompanyauth');
// Screens that pick a group read the group list too.
const GROUP_READERS = adminWith(['/admingroup', '/adminmanager', '/admingroupauth', '/admincompanyauth']);
const ANY_SYSADMIN = adminWith(SYSADMIN_MENU_URLS);

const AUDIT_PAGE_SIZE = 20;

export function sysadminRoutes(app: FastifyInstance, deps: AppDeps): void {
  addRoute(app, deps, sysadminApi.groups, { access: GROUP_READERS }, () => groupList(deps));
  addRoute(app, deps, sysadminApi.groupCombo, { access: GROUP_READERS }, () => groupComboList(deps));
  addRoute(app, deps, sysadminApi.createGroup, { access: GROUPS }, ({ auth, body }) =>
    createGroup(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateGroup, { access: GROUPS }, ({ auth, params, body }) =>
    editGroup(deps, auth, params.id, body),
  );

  addRoute(app, deps, sysadminApi.users, { access: MANAGERS }, () => userList(deps));
  addRoute(app, deps, sysadminApi.createUser, { access: MANAGERS }, ({ auth, body }) =>
    createUser(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateUser, { access: MANAGERS }, ({ auth, params, body }) =>
    editUser(deps, auth, params.id, body),
  );
  addRoute(app, deps, sysadminApi.newPasswordLink, { access: MANAGERS }, ({ auth, params }) =>
    reissuePasswordLink(deps, auth, params.id),
  );

  addRoute(app, deps, sysadminApi.menus, { access: MENUS }, () => menuList(deps));
  addRoute(app, deps, sysadminApi.createMenu, { access: MENUS }, ({ auth, body }) =>
    createMenu(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateMenu, { access: MENUS }, ({ auth, params, body }) =>
    editMenu(deps, auth, params.id, body),
  );

  addRoute(app, deps, sysadminApi.groupMenus, { access: PERMISSIONS }, ({ params }) =>
    groupMenuRows(deps, params.groupId),
  );
  addRoute(app, deps, sysadminApi.addGroupMenu, { access: PERMISSIONS }, ({ auth, body }) =>
    grantMenu(deps, auth, body.user_group_id, body.menu_id),
  );
  addRoute(app, deps, sysadminApi.removeGroupMenu, { access: PERMISSIONS }, ({ auth, params }) =>
    releaseMenu(deps, auth, params.group_menu_id),
  );

  addRoute(app, deps, sysadminApi.companyMaps, { access: COMPANY_MAPS }, () => companyMapList(deps));
  addRoute(app, deps, sysadminApi.createCompanyMap, { access: COMPANY_MAPS }, ({ auth, body }) =>
    createCompanyMap(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateCompanyMap, { access: COMPANY_MAPS }, ({ auth, params, body }) =>
    editCompanyMap(deps, auth, params.id, body),
  );

  addRoute(app, deps, sysadminApi.audit, { access: ANY_SYSADMIN }, async ({ query }) => {
    const { rows, total } = await pageAudit(deps.db, query.page, AUDIT_PAGE_SIZE);
    return {
      content: rows.map((r) => ({
        id: r.id,
        createdDate: r.created_at.toISOString(),
        actorLoginId: r.actor_login_id,
        ip: r.ip,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        before: r.before,
        after: r.after,
      })),
      totalElements: total,
      totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
      number: query.page,
    };
  });
}
