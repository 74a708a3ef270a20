import { type MenuKey, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { countEnabledAdminsIn } from '../../data/admin-users.repository.ts';
import { type AuditActor, writeAudit } from '../../data/audit-trail.repository.ts';
import { groupIdsHolding } from '../../data/group-menus.repository.ts';
import { enabledMenuIdsByKey } from '../../data/menus.repository.ts';
import { countGroupsIn, enabledGroupIdsIn } from '../../data/user-groups.repository.ts';
import type { Trx } from '../../db/types.ts';
import { AppError } from '../../http/app-error.ts';
import { dropReferenceCache, raiseReferenceVersion } from '../commons/reference-cache.ts';

export type ChangeContext = {
  trx: Trx;
  now: Date;
  /** Writes the audit-trail row of this change, in its transaction. */
  audit(
    action: string,
    entity: string,
    entityId: string | number | null,
    before: unknown,
    after: unknown,
  ): Promise<void>;
};

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
 * Runs one administrative change in a transaction with its audit row, then checks what must survive every
 * change: some usable group still manages permissions, and some usable system admin remains. If the change
 * would end either, it is rolled back and the answer says why.
 */
export async function applyChange<T>(
  deps: AppDeps,
  actor: AuditActor,
  fn: (c: ChangeContext) => Promise<T>,
): Promise<T> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const before = await countPermissionHolders(trx);
    const changed = await fn({
      trx,
      now,
      audit: (action, entity, entityId, b, a) =>
        writeAudit(trx, deps.cipher, actor, { action, entity, entityId, before: b, after: a, now }),
    });
    const after = await countPermissionHolders(trx);
    if (before.groups > 0 && after.groups === 0)
      throw new AppError('CONFLICT', SYSADMIN_MESSAGES.lastPermissionGroup);
    if (before.admins > 0 && after.admins === 0)
      throw new AppError('CONFLICT', SYSADMIN_MESSAGES.lastSysadmin);
    // Companies, their maps and groups decide the public lists, which every instance caches.
    await raiseReferenceVersion(trx);
    return changed;
  });
  dropReferenceCache(deps.db);
  return result;
}

/** The answer for a record that does not exist (system-admin screens). */
export const recordNotFound = () => new AppError('NOT_FOUND', SYSADMIN_MESSAGES.notFound);
