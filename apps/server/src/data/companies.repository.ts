import { compiledOnce } from './compiled-query.ts';
import type { Db, IdQuery } from '../db/types.ts';
import { enabledGroupIds, groupNames } from './user-groups.repository.ts';
import type { Cipher } from '../security/crypto.ts';
import { resealAfter, sealGrants } from './access-grants.ts';

// Owner of the companies (`company_types`) and their maps to groups (`company_type_maps`): one aggregate, since a
// map names its company, a new map may create it, and a company's flags come from its maps.

// The companies (`company_types`): those of the group that a report can name.

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

/** Every company, usable or not, in display order: what a company mapping may name. */
export function listAllCompanies(db: Db) {
  return db
    .selectFrom('company_types')
    .select(['code', 'title', 'status'])
    .orderBy('order_seq')
    .orderBy('id')
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

// The maps (`company_type_maps`): which group handles which company (a group's scope), and who is
// told of new reports (source and destination flags, see docs/company-mappings.md).

/** The companies a group may see: its usable maps. Every admin read of reports is filtered by this. */
export function scopeCompanyIds(db: Db, groupId: number) {
  return db
    .selectFrom('company_type_maps')
    .select('company_type_id')
    .where('group_id', '=', groupId)
    .where('status', '=', 'ENABLED');
}

/** Groups with a usable map of a company: those whose admins may see its reports. */
export function groupIdsOfCompany(db: Db, companyTypeId: number) {
  const usable = { company_type_id: companyTypeId, status: 'ENABLED' } as const;
  return db
    .selectFrom('company_type_maps')
    .select('group_id')
    .where((w) => w.and(usable));
}

/** Companies whose own audit team investigates (a usable source map of a usable group): the form's notice. */
export function alertedCompanyIds(db: Db) {
  return db
    .selectFrom('company_type_maps')
    .select('company_type_id')
    .where('is_source_comp', '=', true)
    .where('status', '=', 'ENABLED')
    .where('group_id', 'in', enabledGroupIds(db));
}

/**
 * Groups told of something on a report of a company (when it has no handlers): every group with a usable map of
 * the company. For a new report (`shared`), a company with a usable source map (its own audit team) is also
 * announced to the groups holding a usable destination map (the receiving teams, typically the holding's).
 */
export function groupIdsToNotify(db: Db, companyTypeId: number, shared: boolean) {
  const ofCompany = groupIdsOfCompany(db, companyTypeId);
  if (!shared) return ofCompany;
  const ownTeam = ofCompany.where('is_source_comp', '=', true).where('group_id', 'in', enabledGroupIds(db));
  return ofCompany.union(
    db
      .selectFrom('company_type_maps')
      .select('group_id')
      .where('is_destination_comp', '=', true)
      .where('status', '=', 'ENABLED')
      .where((w) => w.exists(ownTeam)),
  );
}

function mapsWithNames(db: Db) {
  return db
    .selectFrom('company_type_maps as m')
    .innerJoin(companyNames(db).as('c'), 'c.id', 'm.company_type_id')
    .innerJoin(groupNames(db).as('g'), 'g.id', 'm.group_id')
    .select([
      'm.id',
      'c.title as company_name',
      'c.code as company_code',
      'm.is_source_comp',
      'm.is_destination_comp',
      'm.is_oversight',
      'm.order_seq',
      'm.group_id',
      'g.name as group_name',
      'm.status',
    ]);
}

/** Every map's company and group name, to join for names. */
export function companyMapNames(db: Db) {
  return db
    .selectFrom('company_type_maps as m')
    .innerJoin(companyNames(db).as('c'), 'c.id', 'm.company_type_id')
    .innerJoin(groupNames(db).as('g'), 'g.id', 'm.group_id')
    .select(['m.id', 'c.title as company', 'g.name as group']);
}

export function listCompanyMaps(db: Db) {
  return mapsWithNames(db).orderBy('m.group_id').orderBy('m.order_seq').orderBy('m.id').execute();
}

export function findCompanyMap(db: Db, id: number) {
  return mapsWithNames(db).where('m.id', '=', id).executeTakeFirst();
}
export type CompanyMapRow = NonNullable<Awaited<ReturnType<typeof findCompanyMap>>>;

/** The company's 감사 책임 map (at most one: company_type_maps_oversight_idx), whatever its status. */
export function findOversightMap(db: Db, companyTypeId: number) {
  return db
    .selectFrom('company_type_maps')
    .select('id')
    .where('company_type_id', '=', companyTypeId)
    .where('is_oversight', '=', true)
    .executeTakeFirst();
}

export function findMapPair(db: Db, companyTypeId: number, groupId: number) {
  return db
    .selectFrom('company_type_maps')
    .select('id')
    .where('company_type_id', '=', companyTypeId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

export type MapValues = {
  companyTypeId: number;
  groupId: number;
  source: boolean;
  destination: boolean;
  /** The group is the company's 감사 책임 그룹 (data/oversight-scope.ts). */
  oversight: boolean;
  orderSeq: number;
  status: 'ENABLED' | 'DISABLED';
  now: Date;
};

const columns = (v: MapValues) => ({
  company_type_id: v.companyTypeId,
  group_id: v.groupId,
  is_source_comp: v.source,
  is_destination_comp: v.destination,
  is_oversight: v.oversight,
  order_seq: v.orderSeq,
  status: v.status,
  updated_at: v.now,
});

export async function insertCompanyMap(db: Db, cipher: Cipher, v: MapValues): Promise<number> {
  const row = await db
    .insertInto('company_type_maps')
    .values({ ...columns(v), created_at: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sealGrants(db, cipher, 'company_type_maps', [row.id]);
  return row.id;
}

export async function updateCompanyMap(db: Db, cipher: Cipher, id: number, v: MapValues): Promise<void> {
  await resealAfter(db, cipher, 'company_type_maps', id, () =>
    db.updateTable('company_type_maps').set(columns(v)).where('id', '=', id).execute(),
  );
}
