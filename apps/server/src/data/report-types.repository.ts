import type { Db } from '../db/types.ts';

// Owner of the `report_types` table: the kinds of misconduct a report names (seeded, see db/seed).

/** Code and title of every report type, to join for names: `.innerJoin(reportTypeNames(db).as('t'), ...)`. */
export function reportTypeNames(db: Db) {
  return db.selectFrom('report_types').select(['id', 'code', 'title']);
}

export function listUsableReportTypes(db: Db) {
  return db
    .selectFrom('report_types')
    .select(['code', 'title'])
    .where('status', '=', 'ENABLED')
    .orderBy('order_seq')
    .orderBy('id')
    .execute();
}

/** The usable report types' ids by code (reports are filed with them; commons.ts keeps them in memory). */
export function listUsableReportTypeIds(db: Db) {
  return db.selectFrom('report_types').select(['code', 'id']).where('status', '=', 'ENABLED').execute();
}

