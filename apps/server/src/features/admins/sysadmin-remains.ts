import { type MenuKey, SYSADMIN_MESSAGES } from '@audit/contracts';
import { countAdmins } from '../../data/admin-users.repository.ts';
import type { ChangeHook } from '../../data/audited-change.ts';
import { groupIdsHolding } from '../../data/group-menus.repository.ts';
import { enabledMenuIdsByKey } from '../../data/menus.repository.ts';
import { countGroupsIn, enabledGroupIdsIn } from '../../data/user-groups.repository.ts';
import type { Trx } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The menus some usable group and admin must always keep: permission management (or nobody could fix the
 * permissions again), and oversight (or a report could be buried with nobody to see it: issue 30).
 */
const KEPT_MENUS = [
  {
    key: 'GROUP_PERMISSIONS',
    lastGroup: SYSADMIN_MESSAGES.lastPermissionGroup,
    lastAdmin: SYSADMIN_MESSAGES.lastSysadmin,
  },
  {
    key: 'OVERSIGHT',
    lastGroup: SYSADMIN_MESSAGES.lastOversightGroup,
    lastAdmin: SYSADMIN_MESSAGES.lastOversightAdmin,
  },
] as const satisfies readonly { key: MenuKey; lastGroup: string; lastAdmin: string }[];

/** How many usable groups hold the usable menu `key`, and how many usable admins are in those groups. */
async function countHolders(trx: Trx, key: MenuKey): Promise<{ groups: number; admins: number }> {
  const holders = enabledGroupIdsIn(trx, groupIdsHolding(trx, enabledMenuIdsByKey(trx, key)));
  const [groups, admins] = await Promise.all([countGroupsIn(trx, holders), countAdmins(trx, holders)]);
  return { groups, admins };
}

/**
 * The check around every change to admins, groups and menus: if it would leave no usable group (or no usable admin)
 * holding one of KEPT_MENUS, it is rolled back and the answer says why.
 */
export const sysadminRemains: ChangeHook = async (trx) => {
  const before = await Promise.all(KEPT_MENUS.map((m) => countHolders(trx, m.key)));
  return async () => {
    for (const [i, menu] of KEPT_MENUS.entries()) {
      const was = before[i] as { groups: number; admins: number };
      const now = await countHolders(trx, menu.key);
      if (was.groups > 0 && now.groups === 0) throw new AppError('CONFLICT', menu.lastGroup);
      if (was.admins > 0 && now.admins === 0) throw new AppError('CONFLICT', menu.lastAdmin);
    }
  };
};
