import {
  type groupCreate,
  type groupUpdate,
  type groupView,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminIdsOfGroup } from '../../data/admin-users.repository.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { referenceChange } from '../../data/reference-cache.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import {
  findGroup,
  findGroupByName,
  type GroupRow,
  insertGroup,
  listGroups,
  updateGroup,
} from '../../data/user-groups.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';
import { sysadminRemains } from '../admins/sysadmin-remains.ts';

type GroupView = z.infer<typeof groupView>;

const toView = (g: GroupRow): GroupView => ({
  id: g.id,
  name: g.name,
  description: g.description,
  statusCode: g.status,
  statusTitle: RECORD_STATUS_TITLES[g.status],
  secondFactorRequired: g.second_factor_required,
});

const duplicate = () => new AppError('CONFLICT', SYSADMIN_MESSAGES.duplicateGroup);

export const groupList = async (deps: AppDeps) => (await listGroups(deps.db)).map(toView);

export const groupComboList = async (deps: AppDeps) =>
  (await listGroups(deps.db)).filter((g) => g.status === 'ENABLED').map((g) => ({ id: g.id, name: g.name }));

export function createGroup(
  deps: AppDeps,
  auth: AdminAuth,
  input: z.infer<typeof groupCreate>,
): Promise<GroupView> {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      if (await findGroupByName(trx, input.name)) throw duplicate();
      const group = toView(await insertGroup(trx, { ...input, now }));
      await audit('CREATE', 'group', group.id, null, group);
      return group;
    },
    referenceChange(deps.db, sysadminRemains),
  );
}

/** Renames, describes or (un)uses a group; an unusable group's admins are signed out at once. */
export function editGroup(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof groupUpdate>,
): Promise<GroupView> {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      const before = await findGroup(trx, id);
      if (!before) throw recordNotFound();
      const sameName = await findGroupByName(trx, input.name);
      if (sameName && sameName.id !== id) throw duplicate();
      const after = toView(await updateGroup(trx, id, { ...input, now }));
      if (input.status === 'DISABLED') await revokeAdminSessions(trx, adminIdsOfGroup(trx, id), now);
      await audit('UPDATE', 'group', id, toView(before), after);
      return after;
    },
    referenceChange(deps.db, sysadminRemains),
  );
}
