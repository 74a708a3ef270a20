import { type MenuKey, SYSADMIN_MESSAGES } from '@audit/contracts';
import { countEnabledAdminsIn } from '../../data/admin-users.repository.ts';
import type { ChangeHook } from '../../data/audited-change.ts';
import { groupIdsHolding } from '../../data/group-menus.repository.ts';
import { enabledMenuIdsByKey } from '../../data/menus.repository.ts';
import { countGroupsIn, enabledGroupIdsIn } from '../../data/user-groups.repository.ts';
import type { Trx } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

/** The menu whose holders manage permissions: some usable group and admin must always keep it. */
const PERMISSIONS_MENU: MenuKey = 'GROUP_PERMISSIONS';

/**
 * How many usable groups hold the usable permission-management menu, and how many usable admins are in those
 * groups (the usable system admins).
 */
async function countPermissionHolders(trx: Trx): Promise<{ groups: number; admins: number }> {
  const holders = enabledGroupIdsIn(trx, groupIdsHolding(trx, enabledMenuIdsByKey(trx, PERMISSIONS_MENU)));
  const [groups, admins] = await Promise.all([
    countGroupsIn(trx, holders),
    countEnabledAdminsIn(trx, holders),
  ]);
  return { groups, admins };
}

/**
 * The check around every change to admins, groups and menus: if it would leave no usable group managing permissions, or
 * no usable system admin, it is rolled back and the answer says why.
 */
export const sysadminRemains: ChangeHook = async (trx) => {
  const before = await countPermissionHolders(trx);
  return async () => {
    const after = await countPermissionHolders(trx);
    if (before.groups > 0 && after.groups === 0)
      throw new AppError('CONFLICT', SYSADMIN_MESSAGES.lastPermissionGroup);
    if (before.admins > 0 && after.admins === 0)
      throw new AppError('CONFLICT', SYSADMIN_MESSAGES.lastSysadmin);
  };
};
