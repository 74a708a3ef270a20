import type { groupCreate, groupUpdate, groupView } from '@audit/contracts';
import { RECORD_STATUS_TITLES, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { actorOf, applyChange, conflict, notFound } from './change.ts';
import {
  findGroup,
  findGroupIdByName,
  insertGroup,
  listGroups,
  revokeAdminSessions,
  updateGroup,
} from './directory.repository.ts';

type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];
type GroupView = z.infer<typeof groupView>;

const toView = (g: GroupRow): GroupView => ({
  id: g.id,
  name: g.name,
  description: g.description,
  statusCode: g.status,
  statusTitle: RECORD_STATUS_TITLES[g.status],
});

export const groupList = async (deps: AppDeps) => (await listGroups(deps.db)).map(toView);

export const groupComboList = async (deps: AppDeps) =>
  (await listGroups(deps.db)).filter((g) => g.status === 'ENABLED').map((g) => ({ id: g.id, name: g.name }));

export function createGroup(
  deps: AppDeps,
  auth: AdminAuth,
  input: z.infer<typeof groupCreate>,
): Promise<GroupView> {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    if (await findGroupIdByName(trx, input.name)) throw conflict(SYSADMIN_MESSAGES.duplicateGroup);
    const group = toView(await insertGroup(trx, { ...input, now }));
    await audit('CREATE', 'group', group.id, null, group);
    return group;
  });
}

/** Renames, describes or (un)uses a group; an unusable group's admins are signed out at once. */
export function editGroup(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof groupUpdate>,
): Promise<GroupView> {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    const before = await findGroup(trx, id);
    if (!before) throw notFound();
    const sameName = await findGroupIdByName(trx, input.name);
    if (sameName && sameName.id !== id) throw conflict(SYSADMIN_MESSAGES.duplicateGroup);
    const after = toView(await updateGroup(trx, id, { ...input, now }));
    if (input.status === 'DISABLED') await revokeAdminSessions(trx, { groupId: id }, now);
    await audit('UPDATE', 'group', id, toView(before), after);
    return after;
  });
}
