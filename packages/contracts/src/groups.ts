import { z } from 'zod/mini';
import { positiveId } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { recordStatus } from './enums.ts';
import {
  idParam,
  list,
  messageBody,
  optionalText,
  orderSeq,
  requiredId,
  requiredText,
  SYSADMIN_MESSAGES,
} from './sysadmin-fields.ts';
import { text } from './text.ts';

// Groups, menus and the group-menu permissions (spec section 7, /api/sysadmin).

export const groupView = z.object({
  id: z.number(),
  name: text(),
  description: text(),
  statusCode: recordStatus,
  statusTitle: text(),
  /** Its admins must sign in with a second factor (TOTP). */
  secondFactorRequired: z.boolean(),
});
export const groupCreate = z.object({
  name: requiredText(100),
  description: optionalText(500),
  secondFactorRequired: z.optional(z.boolean()),
});
export const groupUpdate = z.extend(groupCreate, { status: recordStatus });
export const groupCombo = z.array(z.object({ id: z.number(), name: text() }));

export const menuView = z.object({
  id: z.number(),
  /** The fixed key of a built-in menu (its URL and status cannot change); null for a menu added later. */
  key: z.nullable(text()),
  name: text(),
  orderSeq: z.number(),
  url: text(),
  description: text(),
  statusCode: recordStatus,
  statusName: text(),
});
export const menuCreate = z.object({
  name: requiredText(100),
  orderSeq,
  // A path of this site: one leading slash (never //host), letters, digits and / _ - only (no scheme, no javascript:).
  url: requiredText(200).check(z.regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, SYSADMIN_MESSAGES.urlFormat)),
  description: optionalText(500),
  /** Ignored on create: new menus are always ENABLED (spec section 4). */
  status: z.optional(recordStatus),
});
export const menuUpdate = z.extend(menuCreate, { status: recordStatus });

export const groupMenuRow = z.object({
  menuId: z.number(),
  groupMenuId: z.nullable(z.number()),
  isMapped: z.boolean(),
  name: text(),
  url: text(),
});
export const groupMenuCreate = z.object({
  menu_id: requiredId(),
  user_group_id: requiredId(SYSADMIN_MESSAGES.selectGroup),
});
export const groupIdParam = z.object({ groupId: positiveId });
export const groupMenuIdParam = z.object({ group_menu_id: positiveId });

export const groupsApi = {
  groups: endpoint({
    method: 'GET',
    path: '/api/sysadmin/groups',
    audience: 'admin',
    summary: '그룹 목록',
    response: list(groupView),
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/api/sysadmin/groups',
    audience: 'admin',
    summary: '그룹 등록',
    body: groupCreate,
    response: groupView,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/groups/:id',
    audience: 'admin',
    summary: '그룹 수정',
    params: idParam,
    body: groupUpdate,
    response: groupView,
  }),
  groupCombo: endpoint({
    method: 'GET',
    path: '/api/sysadmin/groups/combo',
    audience: 'admin',
    summary: '사용 중인 그룹 (선택 목록)',
    response: groupCombo,
  }),
  menus: endpoint({
    method: 'GET',
    path: '/api/sysadmin/Menus',
    audience: 'admin',
    summary: '메뉴 목록',
    response: list(menuView),
  }),
  createMenu: endpoint({
    method: 'POST',
    path: '/api/sysadmin/Menus',
    audience: 'admin',
    summary: '메뉴 등록',
    body: menuCreate,
    response: menuView,
  }),
  updateMenu: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/Menus/:id',
    audience: 'admin',
    summary: '메뉴 수정',
    params: idParam,
    body: menuUpdate,
    response: menuView,
  }),
  groupMenus: endpoint({
    method: 'GET',
    path: '/api/sysadmin/GroupMenus/:groupId',
    audience: 'admin',
    summary: '그룹의 메뉴 권한',
    params: groupIdParam,
    response: list(groupMenuRow),
  }),
  addGroupMenu: endpoint({
    method: 'POST',
    path: '/api/sysadmin/GroupMenus',
    audience: 'admin',
    summary: '메뉴 권한 부여',
    body: groupMenuCreate,
    response: messageBody,
  }),
  removeGroupMenu: endpoint({
    method: 'DELETE',
    path: '/api/sysadmin/GroupMenus/:group_menu_id',
    audience: 'admin',
    summary: '메뉴 권한 해제',
    params: groupMenuIdParam,
    response: messageBody,
  }),
};
