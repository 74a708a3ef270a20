import { compiledOnce } from './compiled-query.ts';
import type { Db, IdQuery } from '../db/types.ts';
import { alertedCompanyIds, scopeCompanyIds } from './company-type-maps.repository.ts';

// Owner of the `company_types` table: the companies of the group that a report can name.

/** Code and title of every company, to join for names: `.innerJoin(companyNames(db).as('c'), ...)`. */
export function companyNames(db: Db) {
  return db.selectFrom('company_types').select(['id', 'code', 'title']);
}

/** Usable companies in display order; alerted when a usable map says its own team investigates (source). */
export function listUsableCompanies(db: Db) {
  return db
    .selectFrom('company_types as c')
    .select((eb) => [
      'c.code',
      'c.title',
      'c.notice_brand',
      eb('c.id', 'in', alertedCompanyIds(db)).as('is_alerted'),
    ])
    .where('c.status', '=', 'ENABLED')
    .orderBy('c.order_seq')
    .orderBy('c.id')
    .execute();
}

/** The companies among `ids` (a subquery, e.g. a group's scope), in display order. */
export function listCompaniesIn(db: Db, ids: IdQuery) {
  return db
    .selectFrom('company_types')
    .select(['code', 'title'])
    .where('id', 'in', ids)
    .orderBy('order_seq')
    .orderBy('id')
    .execute();
}

/** The usable companies' ids by code (reports are filed for them; commons.ts keeps them in memory). */
export function listUsableCompanyIds(db: Db) {
  return db.selectFrom('company_types').select(['code', 'id']).where('status', '=', 'ENABLED').execute();
}

/** The id of the company with `code` (to filter by). */
export function companyIdsByCode(db: Db, code: string) {
  return db.selectFrom('company_types').select('id').where('code', '=', code);
}

/** The company with `code` if it is one of the group's companies (its scope): a row, or none. */
export function companyInScope(db: Db, p: { companyCode: string | null; groupId: number }) {
  return db
    .selectFrom('company_types')
    .where('code', '=', p.companyCode as string)
    .where('id', 'in', scopeCompanyIds(db, p.groupId));
}

const companyInScopeQuery = compiledOnce((db, p: { code: string; groupId: number }) =>
  companyInScope(db, { companyCode: p.code, groupId: p.groupId }).select('id'),
);

/** A company's id by code if it is one of the group's companies (its scope); built and compiled once. */
export async function findCompanyIdInScope(db: Db, code: string, groupId: number) {
  return (await companyInScopeQuery(db, { code, groupId }))[0]?.id;
}

export async function findCompanyTitle(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom('company_types')
    .select('title')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.title;
}

export function findCompanyByTitle(db: Db, title: string) {
  return db
    .selectFrom('company_types')
    .select('id')
    .where('title', '=', title)
    .orderBy('id')
    .executeTakeFirst();
}

/** Adds a company at the end of the display order. */
export async function insertCompany(db: Db, c: { code: string; title: string; now: Date }) {
  const last = await db
    .selectFrom('company_types')
    .select((eb) => eb.fn.max('order_seq').as('max'))
    .executeTakeFirst();
  const row = await db
    .insertInto('company_types')
    .values({
      code: c.code,
      title: c.title,
      order_seq: Number(last?.max ?? 0) + 1,
      notice_brand: null,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
