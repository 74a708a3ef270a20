import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionSettings, openEmptyTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { migrationProvider } from './migrations/index.ts';

const tables = async (handle: DatabaseHandle) =>
  (
    await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(
      handle.db,
    )
  ).rows.map((r) => r.table_name);

/** Every migration, in order (all of them are applied, and all rolled back). */
const MIGRATIONS = [
  '20261122T0500-initial-schema',
  '20261123T0100-menu-keys',
  '20261125T0100-row-bound-ciphertexts',
  '20261125T0200-evidence-chain',
  '20261125T0300-admin-second-factor',
  '20261125T0400-signin-failures',
  '20261125T0500-first-admin-link',
  '20261126T0100-operations',
  '20261127T0100-list-at-scale',
  '20261128T0100-report-notes',
  '20261129T0100-settings',
  '20261130T0100-legal-clocks',
  '20261130T0200-handlers-exclusions',
  '20261130T0300-outbox-menu',
  '20261130T0500-due-notices',
  '20261130T0600-stats-menu',
  '20261130T0700-outbox-report',
  '20261201T0100-attachment-cleaning',
  '20261202T0100-key-fence',
  '20261203T0100-overdue-counts',
  '20261204T0100-overdue-month-counts',
  '20261205T0100-evidence-chain-next',
  '20261206T0100-evidence-chain-by-index',
  '20261207T0100-pending-reports',
  '20261208T0100-attachment-over-limit',
  '20261208T0300-random-row-ids',
  '20261208T0400-evidence-anchors',
  '20261208T0500-access-grant-macs',
  '20261208T0600-comment-notices',
  '20261208T0700-oversight',
  '20261209T0100-reply-kinds',
  '20261209T0200-case-numbers',
  '20261209T0210-status-list-index',
  '20261209T0500-comment-files',
];

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
  });
  afterAll(() => handle.close());

  it('create every entity of the spec, are idempotent, and can be rolled back and re-applied', async () => {
    expect(await migrateToLatest(handle.db)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    expect(await tables(handle)).toEqual([
      'admin_recovery_codes',
      'admin_users',
      'attachments',
      'audit_trail',
      'cache_versions',
      'comments',
      'company_type_maps',
      'company_types',
      'due_notices',
      'evidence_chain_starts',
      'first_admin_links',
      'group_menus',
      'key_rotations',
      'login_logs',
      'mail_outbox',
      'menus',
      'password_setup_tokens',
      'pending_reports',
      'personal_data_access_logs',
      'post_due_days',
      'post_due_months',
      'post_status_changes',
      'post_status_counts',
      'post_statuses',
      'posts',
      'report_assignees',
      'report_exclusions',
      'report_notes',
      'report_types',
      'reporter_credentials',
      'reporter_identities',
      'scheduled_jobs',
      'sessions',
      'settings',
      'signin_failures',
      'user_groups',
    ]);
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables(handle)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(MIGRATIONS);
    // The chains' last row is read by the primary key whatever the statistics (20261206T0100): a later `create or
    // replace` of the function that forgot the setting would lose it.
    expect(await functionSettings(handle.db, 'evidence_chain_turn')).toEqual(['enable_seqscan=off']);
  });

  it('keeps evidence rows: log rows cannot be changed, nor deleted within their retention', async () => {
    await handle.db
      .insertInto('login_logs')
      .values({ login_id: 'someone', ip: '10.0.0.1', success: false, seq: 1, chain_hash: Buffer.alloc(32) })
      .execute();
    await expect(handle.db.updateTable('login_logs').set({ success: true }).execute()).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(handle.db.deleteFrom('login_logs').execute()).rejects.toThrow(/kept for 2 years/);
    // Only the seal may be rewritten (a key rotation re-seals the chain), and not together with a value.
    await handle.db
      .updateTable('login_logs')
      .set({ chain_hash: Buffer.alloc(32, 1), prev_hash: null })
      .execute();
    await expect(
      handle.db
        .updateTable('login_logs')
        .set({ chain_hash: Buffer.alloc(32, 2), reason: 'x' })
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
    await handle.db
      .insertInto('audit_trail')
      .values({
        action: 'CREATE',
        entity: 'group',
        created_at: new Date(Date.now() - 4 * 365 * 86400_000),
        seq: 1,
        chain_hash: Buffer.alloc(32),
      })
      .execute();
    // Past the three-year retention a purge may delete the row.
    const purged = await handle.db.deleteFrom('audit_trail').where('entity', '=', 'group').executeTakeFirst();
    expect(Number(purged.numDeletedRows)).toBe(1);
  });

  it('gives the built-in menus their fixed keys, even where their URLs were already edited, and restores the URLs', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    await migrator.migrateTo(NO_MIGRATIONS);
    await migrator.migrateTo('20261122T0500-initial-schema');
    // The seven built-in menus as seeded, then edited the way the escalation went: the menu screen took the
    // account screen's URL, and a menu added later took the menu screen's.
    const seeded = [
      '/adminreport',
      '/admininquiry',
      '/admingroup',
      '/adminmanager',
      '/adminmenu',
      '/admingroupauth',
      '/admincompanyauth',
    ];
    await handle.db
      .insertInto('menus')
      .values(seeded.map((url, i) => ({ name: `메뉴${i}`, url, order_seq: i })))
      .execute();
    await handle.db
      .updateTable('menus')
      .set({ url: '/adminmanager-moved' })
      .where('url', '=', '/adminmanager')
      .execute();
    await handle.db
      .updateTable('menus')
      .set({ url: '/adminmanager' })
      .where('url', '=', '/adminmenu')
      .execute();
    await handle.db.insertInto('menus').values({ name: '추가', url: '/adminmenu', order_seq: 9 }).execute();
    expect(await migrateToLatest(handle.db)).toEqual(MIGRATIONS.slice(1));
    const rows = await handle.db.selectFrom('menus').select(['id', 'url', 'key']).orderBy('id').execute();
    expect(rows.map((r) => [r.url, r.key])).toEqual([
      ['/adminreport', 'REPORTS'],
      ['/admininquiry', 'LOGIN_LOG'],
      ['/admingroup', 'GROUPS'],
      ['/adminmanager', 'ADMIN_ACCOUNTS'],
      ['/adminmenu', 'MENUS'],
      ['/admingroupauth', 'GROUP_PERMISSIONS'],
      ['/admincompanyauth', 'COMPANY_MAPS'],
      [`/adminmenu-${rows[7]!.id}`, null],
      // Added by 20261129T0100-settings to a database whose built-in menus exist.
      ['/adminsettings', 'SETTINGS'],
      // Added by 20261130T0300-outbox-menu.
      ['/adminoutbox', 'OUTBOX'],
      // Added by 20261130T0600-stats-menu.
      ['/adminstats', 'STATS'],
      // Added by 20261208T0700-oversight.
      ['/adminoversight', 'OVERSIGHT'],
    ]);
  });

  it('adds the settings menu to a running site, granted to the groups holding the permission menu', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    await migrator.migrateTo(NO_MIGRATIONS);
    expect((await migrator.migrateTo('20261128T0100-report-notes')).error).toBeUndefined();
    // A site as the seed left it before the settings menu existed, plus a team and a hand-made /adminsettings.
    const keys = [
      'REPORTS',
      'LOGIN_LOG',
      'GROUPS',
      'ADMIN_ACCOUNTS',
      'MENUS',
      'GROUP_PERMISSIONS',
      'COMPANY_MAPS',
    ];
    const menus = await handle.db
      .insertInto('menus')
      .values(keys.map((key, i) => ({ key, name: key, url: `/old-${key}`, order_seq: i + 1 })))
      .returning(['id', 'key'])
      .execute();
    const custom = await handle.db
      .insertInto('menus')
      .values({ name: '직접 만든 메뉴', url: '/adminsettings', order_seq: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groups = await handle.db
      .insertInto('user_groups')
      .values([{ name: '시스템관리자' }, { name: '다른 운영 그룹' }, { name: '감사팀' }])
      .returning('id')
      .execute();
    const [sysadmin, operators, team] = groups.map((g) => g.id) as [number, number, number];
    const menuId = (key: string) => menus.find((m) => m.key === key)!.id as number;
    await handle.db
      .insertInto('group_menus')
      .values([
        ...menus.map((m) => ({ group_id: sysadmin, menu_id: m.id })),
        { group_id: operators, menu_id: menuId('GROUP_PERMISSIONS') },
        { group_id: team, menu_id: menuId('REPORTS') },
      ])
      .execute();

    expect(await migrateToLatest(handle.db)).toEqual(
      MIGRATIONS.slice(MIGRATIONS.indexOf('20261129T0100-settings')),
    );
    const added = await handle.db
      .selectFrom('menus')
      .selectAll()
      .where('key', '=', 'SETTINGS')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      url: '/adminsettings',
      name: '처리기한 설정',
      order_seq: 21,
      status: 'ENABLED',
    });
    const moved = await handle.db
      .selectFrom('menus')
      .select('url')
      .where('id', '=', custom.id)
      .executeTakeFirst();
    expect(moved?.url).toBe(`/adminsettings-${custom.id}`);
    const holders = await handle.db
      .selectFrom('group_menus')
      .select('group_id')
      .where('menu_id', '=', added.id)
      .orderBy('group_id')
      .execute();
    expect(holders.map((h) => h.group_id)).toEqual([sysadmin, operators]);
    expect(await handle.db.selectFrom('settings').selectAll().execute()).toEqual([]);
    // The statistics menu (20261130T0600-stats-menu) goes to the groups holding the reports instead.
    const stats = await handle.db
      .selectFrom('group_menus as gm')
      .innerJoin('menus as m', 'm.id', 'gm.menu_id')
      .select('gm.group_id')
      .where('m.key', '=', 'STATS')
      .orderBy('gm.group_id')
      .execute();
    expect(stats.map((h) => h.group_id)).toEqual([sysadmin, team]);

    // Rolled back: the menu and its grants go, the rest stays.
    expect((await migrator.migrateTo('20261128T0100-report-notes')).error).toBeUndefined();
    expect(await handle.db.selectFrom('menus').select('id').where('key', '=', 'SETTINGS').execute()).toEqual(
      [],
    );
    const left = await handle.db.selectFrom('group_menus').select('id').execute();
    expect(left).toHaveLength(keys.length + 2);
  });
});
