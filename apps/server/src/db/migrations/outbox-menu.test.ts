import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationProvider } from './index.ts';

const NAME = '20261130T0300-outbox-menu';

describe(`migration ${NAME}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ demo: false });
  });
  afterAll(() => handle?.close());

  const outboxMenu = () =>
    handle.db.selectFrom('menus').selectAll().where('key', '=', 'OUTBOX').executeTakeFirst();
  const htmlColumn = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
        where table_name = 'mail_outbox' and column_name = 'html_enc'`.execute(handle.db)
    ).rows[0]?.n;

  it('adds /adminoutbox to a running site, granted to the groups holding the permission menu', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    const names = (await migrator.getMigrations()).map((m) => m.name);
    // Back to the site as it was before this migration (and those after it), with a mail queued then.
    const before = names[names.indexOf(NAME) - 1] as string;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await outboxMenu()).toBeUndefined();
    expect(await htmlColumn()).toBe(0);
    const old = await handle.db
      .insertInto('mail_outbox')
      .values({ id: 1, to_address: 'old@audit.example', subject: '이전 메일', body_enc: Buffer.from('x') })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(handle.db)).toContain(NAME);
    const menu = await outboxMenu();
    expect(menu).toMatchObject({ url: '/adminoutbox', name: '메일 발송함', status: 'ENABLED' });
    const holders = await handle.db
      .selectFrom('group_menus as gm')
      .innerJoin('user_groups as g', 'g.id', 'gm.group_id')
      .select('g.name')
      .where('gm.menu_id', '=', menu!.id)
      .execute();
    expect(holders.map((h) => h.name)).toEqual(['시스템관리자']);
    expect(await htmlColumn()).toBe(1);
    const kept = await handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'html_enc'])
      .where('id', '=', old.id)
      .executeTakeFirst();
    expect(kept).toEqual({ subject: '이전 메일', html_enc: null });
  });
});
