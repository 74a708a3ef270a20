import { sql } from 'kysely';
import type { Db, IdQuery } from '../../db/types.ts';
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';

// Owner of the `post_status_counts` table: reports per company and status. A trigger on posts keeps it in the same
// transaction as every insert, status change and delete (migration 20261127T0100), so nothing here writes it.

/** Reports per status in an admin group's companies (or one of them), read from the counters, not by counting. */
export function countsInScope(db: Db, groupId: number, company: IdQuery | null) {
  let q = db
    .selectFrom('post_status_counts as c')
    .select(['c.status_code', sql<number>`sum(c.n)`.as('n')])
    .where('c.company_type_id', 'in', scopeCompanyIds(db, groupId));
  if (company !== null) q = q.where('c.company_type_id', 'in', company);
  return q.groupBy('c.status_code').execute();
}
