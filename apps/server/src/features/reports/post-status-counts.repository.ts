import { sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/types.ts';
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';
import { companyIdsByCode } from '../company-maps/company-types.repository.ts';

// Owner of the `post_status_counts` table: reports per company and status. A trigger on posts keeps it in the same
// transaction as every insert, status change and delete (migration 20261127T0100), so nothing here writes it.

const countsQuery = compiledQuery(
  (company: boolean) => String(company),
  (db, company, p: { groupId: number; companyCode: string | null }) => {
    let q = db
      .selectFrom('post_status_counts as c')
      .select(['c.status_code', sql<number>`sum(c.n)`.as('n')])
      .where('c.company_type_id', 'in', scopeCompanyIds(db, p.groupId));
    if (company) q = q.where('c.company_type_id', 'in', companyIdsByCode(db, p.companyCode as string));
    return q.groupBy('c.status_code');
  },
);

/**
 * Reports per status in an admin group's companies (or the one of that code), read from the counters, not by
 * counting; built and compiled once per shape (db/compiled-query.ts).
 */
export function countsInScope(db: Db, groupId: number, companyCode: string | null) {
  return countsQuery(db, companyCode !== null, { groupId, companyCode });
}
