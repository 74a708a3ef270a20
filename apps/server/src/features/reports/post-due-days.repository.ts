import { sql } from 'kysely';
import type { Db } from '../../db/types.ts';
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';
import { companyIdsByCode } from '../company-maps/company-types.repository.ts';

// Owner of the `post_due_days` table: open reports per company and due day (UTC). A trigger on posts keeps it in the
// same transaction as every insert, due-date change and delete (migration 20261203T0100), so nothing here writes it.

/**
 * The reports of an admin group's companies (or the one of `companyCode`, when `company`: the query's shape, see
 * db/compiled-query.ts) whose due day is before `today` (YYYY-MM-DD, UTC): all of them overdue, read from a row per
 * company and day. Not run alone: the admin list's counts query (posts-list.repository.ts) adds it to the rest.
 */
export function overdueBeforeToday(
  db: Db,
  company: boolean,
  p: { groupId: number; companyCode: string | null; today: string },
) {
  let q = db
    .selectFrom('post_due_days as d')
    .where('d.company_type_id', 'in', scopeCompanyIds(db, p.groupId))
    .where(sql<boolean>`d.due_day < ${p.today}::date`);
  if (company) q = q.where('d.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string));
  return q;
}
