import { menuKeysOfGroups } from '../../data/menus.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/auth.ts';
import {
  type AccountActor,
  type AccountTarget,
  type GroupHolding,
  mayManageAccount,
  accountPolicies as rules,
} from '../../policies/account-policies.ts';
import { authorize } from '../../policies/policy.ts';

// What every account service asks before it touches an account (policies/account-policies.ts). The menus are read
// where the change runs (its transaction), never taken from the session, so a grant or a revocation made a moment
// ago counts.

type Account = { id: number; groupId: number };

/** The caller and the groups named, as the rules see them. */
async function holdings(db: Db, auth: AdminAuth, groupIds: number[]) {
  const keys = await menuKeysOfGroups(db, [...new Set([auth.groupId, ...groupIds])]);
  const group = (id: number): GroupHolding => ({ menus: keys.get(id) ?? [] });
  const actor: AccountActor = { adminUserId: auth.adminUserId, ...group(auth.groupId) };
  return { actor, group };
}

const targetOf = (account: Account, group: (id: number) => GroupHolding): AccountTarget => ({
  adminUserId: account.id,
  group: group(account.groupId),
});

type Holdings = Awaited<ReturnType<typeof holdings>>;

function askManage({ actor, group }: Holdings, account: Account) {
  authorize(rules.manageSysadmin, actor, targetOf(account, group));
  authorize(rules.manageAccount, actor, targetOf(account, group));
}

function askPlacement({ actor, group }: Holdings, groupId: number) {
  authorize(rules.placeInSysadminGroup, actor, group(groupId));
  authorize(rules.placeInGroup, actor, group(groupId));
}

/** Refuses unless the caller may manage `account` (edit, disable, re-issue its link, reset its second factor). */
export async function authorizeManage(db: Db, auth: AdminAuth, account: Account): Promise<void> {
  askManage(await holdings(db, auth, [account.groupId]), account);
}

/** Refuses unless the caller may create an account in the group `groupId`. */
export async function authorizePlacement(db: Db, auth: AdminAuth, groupId: number): Promise<void> {
  askPlacement(await holdings(db, auth, [groupId]), groupId);
}

/** Refuses an edit of `account` the caller may not make: it manages the account, and a move needs both groups. */
export async function authorizeEdit(db: Db, auth: AdminAuth, account: Account, toGroupId: number) {
  const held = await holdings(db, auth, [account.groupId, toGroupId]);
  askManage(held, account);
  if (toGroupId === account.groupId) return;
  askPlacement(held, toGroupId);
  authorize(rules.moveNotSelf, held.actor, {
    adminUserId: account.id,
    fromGroupId: account.groupId,
    toGroupId,
  });
}

/** For the account list: a predicate telling which accounts the caller may manage. */
export async function manageableBy(db: Db, auth: AdminAuth, groupIds: number[]) {
  const { actor, group } = await holdings(db, auth, groupIds);
  return (account: Account) => mayManageAccount(actor, targetOf(account, group));
}
