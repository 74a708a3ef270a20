import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

const mapColumns = [
  'm.id',
  'c.title as company_name',
  'c.code as company_code',
  'm.is_source_comp',
  'm.is_destination_comp',
  'm.order_seq',
  'm.group_id',
  'g.name as group_name',
  'm.status',
] as const;

function maps(db: Db) {
  return db
    .selectFrom('company_type_maps as m')
    .innerJoin('company_types as c', 'c.id', 'm.company_type_id')
    .innerJoin('user_groups as g', 'g.id', 'm.group_id')
    .select(mapColumns);
}

export function listCompanyMaps(db: Db) {
  return maps(db).orderBy('m.group_id').orderBy('m.order_seq').orderBy('m.id').execute();
}

export function findCompanyMap(db: Db, id: number) {
  return maps(db).where('m.id', '=', id).executeTakeFirst();
}

export function findCompanyByTitle(db: Db, title: string) {
  return db
    .selectFrom('company_types')
    .select('id')
    .where('title', '=', title)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertCompany(db: Db, c: { code: string; title: string; orderSeq: number; now: Date }) {
  const row = await db
    .insertInto('company_types')
    .values({
      code: c.code,
      title: c.title,
      order_seq: c.orderSeq,
      notice_brand: null,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function nextCompanyOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('company_types')
    .select((eb) => eb.fn.max('order_seq').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
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
  orderSeq: number;
  status: 'ENABLED' | 'DISABLED';
  now: Date;
};

export async function insertCompanyMap(db: Db, v: MapValues) {
  const row = await db
    .insertInto('company_type_maps')
    .values({
      company_type_id: v.companyTypeId,
      group_id: v.groupId,
      is_source_comp: v.source,
      is_destination_comp: v.destination,
      order_seq: v.orderSeq,
      status: v.status,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompanyMap(db: Db, id: number, v: MapValues): Promise<void> {
  await db
    .updateTable('company_type_maps')
    .set({
      company_type_id: v.companyTypeId,
      group_id: v.groupId,
      is_source_comp: v.source,
      is_destination_comp: v.destination,
      order_seq: v.orderSeq,
      status: v.status,
      updated_at: v.now,
    })
    .where('id', '=', id)
    .execute();
}
