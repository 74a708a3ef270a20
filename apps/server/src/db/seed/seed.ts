import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../types.ts';
import { DEMO_COMPANIES, DEMO_GROUPS } from './demo-data.ts';
import { MENU_ROWS, POST_STATUS_ROWS, REPORT_TYPE_ROWS, SYSADMIN_GROUP_NAME } from './reference-data.ts';

export type SeedResult = { referenceSeeded: boolean; demoSeeded: boolean };

/**
 * Fills a new database, in one transaction, and does nothing on later starts:
 * - statuses always exist (fixed codes);
 * - on an empty database: report types, the built-in admin menus and the system-admin group with every menu;
 * - with demo data wanted and no company yet: the fictional group's companies, audit teams and maps.
 * No admin account is ever created here: `npm run create-admin` does that with a password the operator chooses.
 */
export async function seedDatabase(db: Kysely<Database>, options: { demo: boolean }): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('post_statuses')
      .values(POST_STATUS_ROWS)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    const groupCount = await trx
      .selectFrom('user_groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const referenceSeeded = Number(groupCount.n) === 0;
    if (referenceSeeded) await seedReference(trx);

    const companyCount = await trx
      .selectFrom('company_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const demoSeeded = options.demo && Number(companyCount.n) === 0;
    if (demoSeeded) await seedDemo(trx);
    return { referenceSeeded, demoSeeded };
  });
}

async function seedReference(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('report_types')
    .values(REPORT_TYPE_ROWS)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('menus')
    .values(MENU_ROWS)
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
  const group = await trx
    .insertInto('user_groups')
    .values({ name: SYSADMIN_GROUP_NAME, description: '전체 메뉴와 전체 회사 권한을 가진 시스템관리자 그룹' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await trx.selectFrom('menus').select('id').execute();
  await trx
    .insertInto('group_menus')
    .values(menus.map((m) => ({ group_id: group.id, menu_id: m.id })))
    .execute();
}

async function seedDemo(trx: Transaction<Database>): Promise<void> {
  const companies = await trx
    .insertInto('company_types')
    .values(DEMO_COMPANIES)
    .returning(['id', 'code'])
    .execute();
  const companyId = new Map(companies.map((c) => [c.code, c.id]));
  const menus = await trx.selectFrom('menus').select(['id', 'url']).execute();
  const menuId = new Map(menus.map((m) => [m.url, m.id]));

  // The system-admin group sees every company.
  const sysadmin = await trx
    .selectFrom('user_groups')
    .select('id')
    .where('name', '=', SYSADMIN_GROUP_NAME)
    .executeTakeFirst();
  if (sysadmin) {
    await trx
      .insertInto('company_type_maps')
      .values(companies.map((c, i) => ({ company_type_id: c.id, group_id: sysadmin.id, order_seq: i + 1 })))
      .execute();
  }

  for (const demo of DEMO_GROUPS) {
    const group = await trx
      .insertInto('user_groups')
      .values({ name: demo.name, description: demo.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('group_menus')
      .values(demo.menus.map((url) => ({ group_id: group.id, menu_id: menuId.get(url)! })))
      .execute();
    await trx
      .insertInto('company_type_maps')
      .values(
        Object.entries(demo.companies).map(([code, flags], i) => ({
          company_type_id: companyId.get(code)!,
          group_id: group.id,
          is_source_comp: flags.source ?? false,
          is_destination_comp: flags.destination ?? false,
          order_seq: i + 1,
        })),
      )
      .execute();
  }
}
