import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { type Group, makeGroup } from '../../test-support/factories.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { testCipherOf } from '../../test-support/test-keys.ts';
import { createOrUpdateAdmin } from './create-admin.ts';

describe('create-admin', () => {
  let handle: DatabaseHandle;
  let team: Group;
  beforeAll(async () => {
    handle = await createTestDatabase();
    team = await makeGroup(handle.db, { name: '본사 감사팀' });
  });
  afterAll(() => handle.close());

  const stored = (loginId: string) =>
    handle.db
      .selectFrom('admin_users as a')
      .innerJoin('user_groups as g', 'g.id', 'a.group_id')
      .select(['a.name', 'a.email', 'a.password_hash', 'g.name as group_name', 'a.status'])
      .where('a.login_id', '=', loginId)
      .executeTakeFirstOrThrow();

  it('creates a system admin with an argon2id hash of the password', async () => {
    const result = await createOrUpdateAdmin(
      handle.db,
      {
        loginId: 'root.admin',
        name: '관리자',
        email: null,
        group: { sysadmin: true },
        password: 'Correct#Horse9',
      },
      testCipherOf(handle.db),
    );
    expect(result).toMatchObject({ created: true, groupName: '시스템관리자' });
    const row = await stored('root.admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash!, 'Correct#Horse9')).toBe(true);
  });

  it('updates an existing admin and moves it to a named group', async () => {
    const result = await createOrUpdateAdmin(
      handle.db,
      {
        loginId: 'root.admin',
        name: '감사 담당',
        email: 'audit@head-office.example',
        group: { name: team.name },
        password: 'Another#Pass10',
      },
      testCipherOf(handle.db),
    );
    expect(result.created).toBe(false);
    const row = await stored('root.admin');
    expect(row).toMatchObject({
      name: '감사 담당',
      email: 'audit@head-office.example',
      group_name: '본사 감사팀',
      status: 'ENABLED',
    });
    expect(await verifyPassword(row.password_hash!, 'Another#Pass10')).toBe(true);
  });

  it.each([
    ['short#1', '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10자 이상으로 정해주세요.'],
    ['NoDigitsHere#', '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10자 이상으로 정해주세요.'],
    ['NoSpecial123', '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10자 이상으로 정해주세요.'],
    ['my.admin#2026', '비밀번호에 아이디를 포함할 수 없습니다.'],
  ])('refuses the password %s', async (password, message) => {
    await expect(
      createOrUpdateAdmin(
        handle.db,
        {
          loginId: 'my.admin',
          name: 'n',
          email: null,
          group: { sysadmin: true },
          password,
        },
        testCipherOf(handle.db),
      ),
    ).rejects.toThrow(message);
  });

  it('refuses an unknown group and a malformed login id', async () => {
    const attempt = (loginId: string, group: string) =>
      createOrUpdateAdmin(
        handle.db,
        {
          loginId,
          name: 'n',
          email: null,
          group: { name: group },
          password: 'Valid#Pass123',
        },
        testCipherOf(handle.db),
      );
    await expect(attempt('someone', '없는 그룹')).rejects.toThrow("'없는 그룹' 그룹이 없습니다.");
    await expect(attempt('a b', team.name)).rejects.toBeInstanceOf(AppError);
    const count = await handle.db.selectFrom('admin_users').select('login_id').execute();
    expect(count.map((r) => r.login_id)).toEqual(['root.admin']);
  });
});
