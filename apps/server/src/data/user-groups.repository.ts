import type { Db, IdQuery } from '../db/types.ts';

// Owner of the `user_groups` table: teams of admins. A group's menus are its permissions, its company maps
// its scope.

/** Name and status of every group, to join for names: `.innerJoin(groupNames(db).as('g'), ...)`. */
export function groupNames(db: Db) {
  return db.selectFrom('user_groups').select(['id', 'name', 'status', 'second_factor_required']);
}

/** Ids of the usable groups (to filter by). */
export function enabledGroupIds(db: Db) {
  return db.selectFrom('user_groups').select('id').where('status', '=', 'ENABLED');
}

/** Ids of the usable groups among `ids`. */
export function enabledGroupIdsIn(db: Db, ids: IdQuery) {
  return enabledGroupIds(db).where('id', 'in', ids);
}

const columns = ['id', 'name', 'description', 'status', 'second_factor_required'] as const;

export function listGroups(db: Db) {
  return db.selectFrom('user_groups').select(columns).orderBy('id').execute();
}
export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

export function findGroup(db: Db, id: number) {
  return db.selectFrom('user_groups').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findGroupByName(db: Db, name: string) {
  return db.selectFrom('user_groups').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

/** The oldest group among `ids` (any status). */
export function findFirstGroupIn(db: Db, ids: IdQuery) {
  return db
    .selectFrom('user_groups')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('id')
    .executeTakeFirst();
}

export async function countGroupsIn(db: Db, ids: IdQuery): Promise<number> {
  const row = await db
    .selectFrom('user_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertGroup(
  db: Db,
  g: { name: string; description: string; secondFactorRequired?: boolean; now: Date },
) {
  return db
    .insertInto('user_groups')
    .values({
      name: g.name,
      description: g.description,
      second_factor_required: g.secondFactorRequired ?? false,
      created_at: g.now,
      updated_at: g.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateGroup(
  db: Db,
  id: number,
  g: {
    name: string;
    description: string;
    status: 'ENABLED' | 'DISABLED';
    /** Left as it is when not given (a form of before the setting existed). */
    secondFactorRequired?: boolean;
    now: Date;
  },
) {
  return db
    .updateTable('user_groups')
    .set({
      name: g.name,
      description: g.description,
      status: g.status,
      ...(g.secondFactorRequired === undefined ? {} : { second_factor_required: g.secondFactorRequired }),
      updated_at: g.now,
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}
