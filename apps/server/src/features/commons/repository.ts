import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

/** Usable companies in display order; alerted when a usable map says its own team investigates (source). */
export function listUsableCompanies(db: Kysely<Database>) {
  return db
    .selectFrom('company_types as c')
    .select((eb) => [
      'c.code',
      'c.title',
      'c.notice_brand',
      eb
        .exists(
          eb
            .selectFrom('company_type_maps as m')
            .innerJoin('user_groups as g', 'g.id', 'm.group_id')
            .select(sql`1`.as('one'))
            .whereRef('m.company_type_id', '=', 'c.id')
            .where('m.is_source_comp', '=', true)
            .where('m.status', '=', 'ENABLED')
            .where('g.status', '=', 'ENABLED'),
        )
        .as('is_alerted'),
    ])
    .where('c.status', '=', 'ENABLED')
    .orderBy('c.order_seq')
    .orderBy('c.id')
    .execute();
}

export function listUsableReportTypes(db: Kysely<Database>) {
  return db
    .selectFrom('report_types')
    .select(['code', 'title'])
    .where('status', '=', 'ENABLED')
    .orderBy('order_seq')
    .orderBy('id')
    .execute();
}

export function listPostStatuses(db: Kysely<Database>) {
  return db.selectFrom('post_statuses').select(['code', 'title']).orderBy('order_seq').execute();
}
