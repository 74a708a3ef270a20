import { ACCOUNT_MESSAGES, ADMIN_MENUS, type MenuKey, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdminUser, insertAdminUser } from '../data/admin-users.repository.ts';
import { hashPassword } from '../security/passwords.ts';
import { call } from '../test-support/api.ts';
import {
  ADMIN_PASSWORD,
  adminSignin,
  type Group,
  makeAdmin,
  makeGroup,
  signInAdmin,
} from '../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 3: a group holding only 관리자 관리 (ADMIN_ACCOUNTS) was a system admin in all but name. The rule:
// only someone holding every menu of an account's group manages that account; a move needs every menu of both
// groups; nobody moves its own account; only system admins (GROUP_PERMISSIONS) manage system admins.

const ALL_KEYS = ADMIN_MENUS.map((m) => m.key);
const urlsOf = (keys: readonly MenuKey[]) =>
  ADMIN_MENUS.filter((m) => keys.includes(m.key)).map((m) => m.url);

describe('an account manager cannot make itself, or reach, a system admin', () => {
  let t: TestApp;
  let managers: Group;
  let sysadminGroupId: number;
  let manager: { id: number; loginId: string; headers: Record<string, string> };
  let sysadmin: { id: number; loginId: string };
  const managerCalls = (endpoint: Parameters<typeof call>[1], options: Parameters<typeof call>[2]) =>
    call(t.app, endpoint, { headers: manager.headers, ...options });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    sysadmin = await makeAdmin(db, 'sysadmin');
    sysadminGroupId = (await findAdminUser(db, sysadmin.id))!.group_id;
    managers = await makeGroup(db, { menus: ['/adminmanager'] });
    const admin = await makeAdmin(db, managers);
    manager = { ...admin, headers: await signInAdmin(t.app, admin.loginId) };
  });
  afterAll(() => t?.close());

  it('cannot move its own account into the system-admin group', async () => {
    const res = await managerCalls(sysadminApi.updateUser, {
      params: { id: manager.id },
      payload: { name: '관리자', email: '', groupId: sysadminGroupId, status: 'ENABLED' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.sysadminOnly);
    expect((await findAdminUser(t.database.db, manager.id))?.group_id).toBe(managers.id);
  });

  it('cannot re-issue a system admin’s set-password link and take the account over', async () => {
    const res = await managerCalls(sysadminApi.newPasswordLink, {
      params: { id: sysadmin.id },
      payload: { currentPassword: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.sysadminOnly);
    // No link for the system admin's account was made, and its own password still opens it.
    const links = await t.database.db
      .selectFrom('password_setup_tokens')
      .select('id')
      .where('admin_user_id', '=', sysadmin.id)
      .execute();
    expect(links).toEqual([]);
    expect((await adminSignin(t.app, sysadmin.loginId)).statusCode).toBe(200);
  });

  it('cannot reset a system admin’s second factor either', async () => {
    const res = await managerCalls(sysadminApi.resetSecondFactor, {
      params: { id: sysadmin.id },
      payload: { currentPassword: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.sysadminOnly);
  });

  it('a system admin cannot move its own account either (another system admin does it)', async () => {
    const headers = await signInAdmin(t.app, sysadmin.loginId);
    const res = await call(t.app, sysadminApi.updateUser, {
      headers,
      params: { id: sysadmin.id },
      payload: { name: '시스템', email: '', groupId: managers.id, status: 'ENABLED' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.ownGroup);
  });
});

/**
 * The matrix: callers holding ADMIN_ACCOUNTS with each other menu, and all menus, against accounts in groups holding
 * no menu, each single menu, a pair, and all menus. What is allowed is computed here from the rule alone.
 */
describe('the account rules as a matrix over menus', () => {
  let t: TestApp;
  let passwordHash: string;
  let n = 0;

  const callerSets: MenuKey[][] = [
    ['ADMIN_ACCOUNTS'],
    ...ALL_KEYS.filter((k) => k !== 'ADMIN_ACCOUNTS').map((k): MenuKey[] => ['ADMIN_ACCOUNTS', k]),
    [...ALL_KEYS],
  ];
  const targetSets: MenuKey[][] = [
    [],
    ...ALL_KEYS.map((k): MenuKey[] => [k]),
    ['REPORTS', 'STATS'],
    ['ADMIN_ACCOUNTS', 'GROUP_PERMISSIONS'],
    [...ALL_KEYS],
  ];
  /** The rule, independently: the caller holds every menu the group holds. */
  const holdsAll = (caller: MenuKey[], group: MenuKey[]) => group.every((k) => caller.includes(k));

  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashPassword(ADMIN_PASSWORD);
    // A system admin outside the matrix, so that no move or disable there is refused as the last one.
    await makeAdmin(t.database.db, 'sysadmin');
  });
  afterAll(() => t?.close());

  /** An account with a password in `group`, written directly (no hashing per account). */
  const account = async (group: Group) => {
    const loginId = `matrix.${++n}`;
    const id = await insertAdminUser(t.database.db, t.deps.cipher, {
      loginId,
      name: `표 관리자${n}`,
      email: null,
      groupId: group.id,
      passwordHash,
      now: new Date(),
    });
    return { id, loginId };
  };

  it('allows each action exactly when the caller holds every menu of the groups it touches', async () => {
    const db = t.database.db;
    const empty = await makeGroup(db);
    const targets = await Promise.all(
      targetSets.map(async (menus) => ({ menus, group: await makeGroup(db, { menus: urlsOf(menus) }) })),
    );
    const mismatches: string[] = [];
    for (const callerMenus of callerSets) {
      const callerGroup = await makeGroup(db, { menus: urlsOf(callerMenus) });
      const caller = await makeAdmin(db, callerGroup);
      const headers = await signInAdmin(t.app, caller.loginId);
      for (const [i, { menus, group }] of targets.entries()) {
        const manages = holdsAll(callerMenus, menus);
        const next = targets[(i + 1) % targets.length]!;
        const target = await account(group);
        const spare = await account(empty);
        const other = await account(group);
        const account_ = { name: '표 관리자', email: '' };
        const attempts: [action: string, allowed: boolean, send: () => ReturnType<typeof call>][] = [
          [
            'create in',
            manages,
            () =>
              call(t.app, sysadminApi.createUser, {
                headers,
                payload: { ...account_, loginId: `matrix.new.${++n}`, groupId: group.id },
              }),
          ],
          [
            'edit',
            manages,
            () =>
              call(t.app, sysadminApi.updateUser, {
                headers,
                params: { id: target.id },
                payload: { ...account_, groupId: group.id, status: 'ENABLED' },
              }),
          ],
          [
            'move to',
            manages,
            () =>
              call(t.app, sysadminApi.updateUser, {
                headers,
                params: { id: spare.id },
                payload: { ...account_, groupId: group.id, status: 'ENABLED' },
              }),
          ],
          [
            'reissue link',
            manages,
            () =>
              call(t.app, sysadminApi.newPasswordLink, {
                headers,
                params: { id: target.id },
                payload: { currentPassword: ADMIN_PASSWORD },
              }),
          ],
          [
            'reset second factor',
            manages,
            () =>
              call(t.app, sysadminApi.resetSecondFactor, {
                headers,
                params: { id: target.id },
                payload: { currentPassword: ADMIN_PASSWORD },
              }),
          ],
          [
            'disable',
            manages,
            () =>
              call(t.app, sysadminApi.updateUser, {
                headers,
                params: { id: target.id },
                payload: { ...account_, groupId: group.id, status: 'DISABLED' },
              }),
          ],
          [
            'move away',
            manages,
            () =>
              call(t.app, sysadminApi.updateUser, {
                headers,
                params: { id: target.id },
                payload: { ...account_, groupId: empty.id, status: 'ENABLED' },
              }),
          ],
          [
            `move across to [${next.menus}]`,
            manages && holdsAll(callerMenus, next.menus),
            () =>
              call(t.app, sysadminApi.updateUser, {
                headers,
                params: { id: other.id },
                payload: { ...account_, groupId: next.group.id, status: 'ENABLED' },
              }),
          ],
        ];
        for (const [action, allowed, send] of attempts) {
          const res = await send();
          const expected = allowed ? 200 : 403;
          if (res.statusCode !== expected)
            mismatches.push(
              `[${callerMenus}] ${action} [${menus}]: ${res.statusCode} (expected ${expected}) ${res.body}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
