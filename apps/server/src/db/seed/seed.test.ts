import { ADMIN_MENUS } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowCount } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../connect.ts';
import { seedDatabase } from './seed.ts';

describe('seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: false });
  });
  afterAll(() => handle.close());

  const counts = async () => {
    const n = (table: Parameters<typeof rowCount>[1]) => rowCount(handle.db, table);
    return {
      companies: await n('company_types'),
      groups: await n('user_groups'),
      menus: await n('menus'),
      groupMenus: await n('group_menus'),
      maps: await n('company_type_maps'),
      reportTypes: await n('report_types'),
      statuses: await n('post_statuses'),
      admins: await n('admin_users'),
    };
  };

  it('fills an empty database once and changes nothing on later starts', async () => {
    expect(await seedDatabase(handle.db, { demo: true })).toEqual({
      referenceSeeded: true,
      demoSeeded: true,
    });
    const first = await counts();
    expect(await seedDatabase(handle.db, { demo: true })).toEqual({
      referenceSeeded: false,
      demoSeeded: false,
    });
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ menus: ADMIN_MENUS.length, reportTypes: 8, statuses: 4, admins: 0 });
    expect(first.companies).toBeGreaterThanOrEqual(6);
  });

  it('gives the system-admin group every menu and every company', async () => {
    const sysadmin = await handle.db
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', '시스템관리자')
      .executeTakeFirstOrThrow();
    const menus = await handle.db
      .selectFrom('group_menus')
      .innerJoin('menus', 'menus.id', 'group_menus.menu_id')
      .select('menus.key')
      .where('group_id', '=', sysadmin.id)
      .orderBy('menus.order_seq')
      .execute();
    const maps = await handle.db
      .selectFrom('company_type_maps')
      .select('company_type_id')
      .where('group_id', '=', sysadmin.id)
      .execute();
    // Every built-in menu with its key, the settings menu (/adminsettings) among them.
    expect(menus.map((m) => m.key)).toEqual(ADMIN_MENUS.map((m) => m.key));
    expect(menus.map((m) => m.key)).toContain('SETTINGS');
    expect(maps).toHaveLength((await counts()).companies);
  });

  it('seeds the statuses with their codes and Korean titles', async () => {
    const rows = await handle.db
      .selectFrom('post_statuses')
      .select(['code', 'title'])
      .orderBy('order_seq')
      .execute();
    expect(rows).toEqual([
      { code: 'WAITING', title: '접수대기' },
      { code: 'RECEIVED', title: '접수완료' },
      { code: 'IN_PROGRESS', title: '처리중' },
      { code: 'COMPLETED', title: '처리완료' },
    ]);
  });
});
