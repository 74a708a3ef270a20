import type { Db } from '../db/types.ts';
import { enabledGroupIds, groupNames } from './user-groups.repository.ts';
import { companyNames } from './company-types.repository.ts';

// Owner of the `company_type_maps` table: which group handles which company (a group's scope), and who is
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
  orderSeq: number;
  status: 'ENABLED' | 'DISABLED';
  now: Date;
};

const columns = (v: MapValues) => ({
  company_type_id: v.companyTypeId,
  group_id: v.groupId,
  is_source_comp: v.source,
  is_destination_comp: v.destination,
  order_seq: v.orderSeq,
  status: v.status,
  updated_at: v.now,
});

export async function insertCompanyMap(db: Db, v: MapValues): Promise<number> {
  const row = await db
    .insertInto('company_type_maps')
    .values({ ...columns(v), created_at: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompanyMap(db: Db, id: number, v: MapValues): Promise<void> {
  await db.updateTable('company_type_maps').set(columns(v)).where('id', '=', id).execute();
}
