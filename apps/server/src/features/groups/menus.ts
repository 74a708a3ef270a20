import {
  type menuCreate,
  type menuUpdate,
  type menuView,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import {
  findMenu,
  findMenuIdByUrl,
  insertMenu,
  listMenus,
  type MenuRow,
  updateMenu,
} from '../../data/menus.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';
import { sysadminRemains } from '../admins/sysadmin-remains.ts';

type MenuView = z.infer<typeof menuView>;

const toView = (m: MenuRow): MenuView => ({
  id: m.id,
  key: m.key,
  name: m.name,
  orderSeq: m.order_seq,
  url: m.url,
  description: m.description,
  statusCode: m.status,
  statusName: RECORD_STATUS_TITLES[m.status],
});

const duplicate = () => new AppError('CONFLICT', SYSADMIN_MESSAGES.duplicateMenuUrl);

export const menuList = async (deps: AppDeps) => (await listMenus(deps.db)).map(toView);

/** New menus are always created usable (spec section 4), whatever status is sent. */
export function createMenu(
  deps: AppDeps,
  auth: AdminAuth,
  input: z.infer<typeof menuCreate>,
): Promise<MenuView> {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      if (await findMenuIdByUrl(trx, input.url)) throw duplicate();
      const menu = toView(await insertMenu(trx, { ...input, now }));
      await audit('CREATE', 'menu', menu.id, null, menu);
      return menu;
    },
    { hooks: [sysadminRemains] },
  );
}

export function editMenu(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof menuUpdate>,
): Promise<MenuView> {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      const before = await findMenu(trx, id);
      if (!before) throw recordNotFound();
      // A built-in menu's URL is where its screen lives and its status decides whether anyone reaches its area:
      // neither may change, so that no sequence of menu edits locks the system admins out or moves an area.
      if (before.key !== null && (input.url !== before.url || input.status !== before.status)) {
        throw new AppError('VALIDATION_FAILED', SYSADMIN_MESSAGES.builtInMenu);
      }
      const sameUrl = await findMenuIdByUrl(trx, input.url);
      if (sameUrl && sameUrl.id !== id) throw duplicate();
      const after = toView(await updateMenu(trx, id, { ...input, now }));
      await audit('UPDATE', 'menu', id, toView(before), after);
      return after;
    },
    { hooks: [sysadminRemains] },
  );
}
