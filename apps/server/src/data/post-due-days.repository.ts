import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import { companyIdsByCode, scopeCompanyIds } from './companies.repository.ts';

// Owner of the `post_due_days` and `post_due_months` tables: open reports per company and due day, and per company
// and due month (UTC). A trigger on posts keeps both in the same transaction as every insert, due-date change and
// delete (migrations 20261203T0100 and 20261204T0100), so nothing here writes them.

type DueCountValues = { groupId: number; companyCode: string | null; today: string; monthStart: string };

/**
 * The number of reports of an admin group's companies (or the one of `companyCode`, when `company`: the query's
 * shape, see data/compiled-query.ts) whose due day is before `today` (YYYY-MM-DD, UTC), all of them overdue: the months
 * before this one (`monthStart`, its first day) from a row per company and month, this month's days from a row per
 * company and day, so that what is read does not grow with the years the site has run. Not run alone: the admin
 * list's counts query (posts-list.repository.ts) adds it to the rest.
 */
export function overdueBeforeToday(db: Db, company: boolean, p: DueCountValues) {
  let months = db
    .selectFrom('post_due_months as d')
    .where('d.company_type_id', 'in', scopeCompanyIds(db, p.groupId))
    .where(sql<boolean>`d.due_month < ${p.monthStart}::date`);
  let days = db
    .selectFrom('post_due_days as d')
    .where('d.company_type_id', 'in', scopeCompanyIds(db, p.groupId))
    .where(sql<boolean>`d.due_day >= ${p.monthStart}::date`)
    .where(sql<boolean>`d.due_day < ${p.today}::date`);
  if (company) {
    months = months.where('d.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string));
    days = days.where('d.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string));
  }
  return { months, days };
}
