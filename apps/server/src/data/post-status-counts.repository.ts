import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import { companyIdsByCode, scopeCompanyIds } from './companies.repository.ts';

// Owner of the `post_status_counts` table: reports per company and status. A trigger on posts keeps it in the same
// transaction as every insert, status change and delete (migration 20261127T0100), so nothing here writes it.

/**
 * Reports per status in an admin group's companies (or the one of that code), read from the counters, not by
 * counting: rows of (status_code, n), one per status, the companies' counters added up by PostgreSQL rather than
 * sent a row per company (bench/README.md, finding 29). `company`: only the one of `companyCode`, the query's shape
 * (see data/compiled-query.ts). Not run alone: the admin list's counts query (list-counts.repository.ts) adds it to the
 * rest of its counts, in one statement.
 */
export function counterRows(db: Db, company: boolean, p: { groupId: number; companyCode: string | null }) {
  let q = db
    .selectFrom('post_status_counts as c')
    .select(['c.status_code', sql<number>`sum(c.n)`.as('n')])
    .where('c.company_type_id', 'in', scopeCompanyIds(db, p.groupId))
    .groupBy('c.status_code');
  if (company) q = q.where('c.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string));
  return q;
}
