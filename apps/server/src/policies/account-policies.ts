import { ACCOUNT_MESSAGES } from '@audit/contracts';
import { policy } from './policy.ts';

// The rules on admin accounts (issue 30, hole 3). The menu ADMIN_ACCOUNTS opens the account screen; these rules
// decide which accounts a holder may touch: nobody grants, reaches or resets more than its own group holds. A
// group's "holdings" are the fixed keys of its built-in menus (its API areas); the service loads them in the
// change's transaction and asks the rules.

/** The menu whose holders manage permissions: a system admin could grant itself anything. */
const SYSADMIN_KEY = 'GROUP_PERMISSIONS';

/** A group as the account rules see it: the fixed keys of the menus it holds. */
export type GroupHolding = { menus: readonly string[] };
/** The admin making the change: its account and its group's menus. */
export type AccountActor = GroupHolding & { adminUserId: number };
/** An account as it stands before the change: its id and its group's menus. */
export type AccountTarget = { adminUserId: number; group: GroupHolding };
/** A change of an account's group. */
export type AccountMove = { adminUserId: number; fromGroupId: number; toGroupId: number };

/** A system admin's group holds the permission-management menu (sysadmin-remains.ts counts the same). */
export const isSysadminGroup = (group: GroupHolding) => group.menus.includes(SYSADMIN_KEY);
/** Whether `actor` holds every menu `group` holds. */
const holdsAll = (actor: GroupHolding, group: GroupHolding) =>
  group.menus.every((k) => actor.menus.includes(k));

export const accountPolicies = {
  /** Only system admins edit, disable, re-link or reset a system admin (the clearest refusal, asked first). */
  manageSysadmin: policy(
    ACCOUNT_MESSAGES.sysadminOnly,
    (actor: AccountActor, target: AccountTarget) => !isSysadminGroup(target.group) || isSysadminGroup(actor),
  ),
  /** An account is managed only by someone holding every menu of its group: nobody reaches more than it holds. */
  manageAccount: policy(ACCOUNT_MESSAGES.beyondHolding, (actor: AccountActor, target: AccountTarget) =>
    holdsAll(actor, target.group),
  ),
  /** Only system admins create or move an account into a system admins' group. */
  placeInSysadminGroup: policy(
    ACCOUNT_MESSAGES.sysadminOnly,
    (actor: AccountActor, group: GroupHolding) => !isSysadminGroup(group) || isSysadminGroup(actor),
  ),
  /** An account is created in, or moved to, only a group whose every menu the actor holds: nobody grants more. */
  placeInGroup: policy(ACCOUNT_MESSAGES.groupBeyondHolding, (actor: AccountActor, group: GroupHolding) =>
    holdsAll(actor, group),
  ),
  /** No one moves its own account to another group (it would grant itself the other group's menus). */
  moveNotSelf: policy(
    ACCOUNT_MESSAGES.ownGroup,
    (actor: AccountActor, move: AccountMove) =>
      move.adminUserId !== actor.adminUserId || move.fromGroupId === move.toGroupId,
  ),
};

/** Whether `actor` may manage the account `target` (the list's per-row flag: the web offers only what passes). */
export const mayManageAccount = (actor: AccountActor, target: AccountTarget) =>
  accountPolicies.manageSysadmin.allows(actor, target) && accountPolicies.manageAccount.allows(actor, target);
