import { sql } from 'kysely';
import type { Db, IdQuery } from '../db/types.ts';
import { groupIdsHolding } from './group-menus.repository.ts';
import { enabledMenuIdsByKey } from './menus.repository.ts';
import { enabledGroupIdsIn } from './user-groups.repository.ts';

// Who oversees a company's reports (issue 30): the group its usable map names 감사 책임 그룹 (is_oversight), when that
// group is usable and holds the OVERSIGHT menu; otherwise every usable group holding it (the system admins, who are
// given it by default). No admin of a company's team can remove it: the team cannot change maps or menus, and the
// designation falls back to the default rather than to nobody. The oversight reads its reports from
// `overseenCompanyIds` (a base query, like the teams' scope), never through the team's scope.

/** The menu whose holders oversee. */
export const OVERSIGHT_MENU = 'OVERSIGHT';

/** Usable groups holding the usable OVERSIGHT menu. */
export function oversightGroupIds(db: Db): IdQuery {
  return enabledGroupIdsIn(db, groupIdsHolding(db, enabledMenuIdsByKey(db, OVERSIGHT_MENU)));
}

/** The designations in force: (company, group) of each usable 감사 책임 map whose group may oversee. */
function designations(db: Db) {
  return db
    .selectFrom('company_type_maps as o')
    .select(['o.company_type_id', 'o.group_id'])
    .where('o.is_oversight', '=', true)
    .where('o.status', '=', 'ENABLED')
    .where('o.group_id', 'in', oversightGroupIds(db));
}

/** The groups overseeing one company: its designated group, or else every oversight group. */
export function oversightGroupIdsOf(db: Db, companyTypeId: number): IdQuery {
  const designated = designations(db).where('o.company_type_id', '=', companyTypeId);
  return db
    .selectFrom('user_groups as g')
    .select('g.id')
    .where('g.id', 'in', oversightGroupIds(db))
    .where((eb) =>
      eb.or([eb('g.id', 'in', designated.clearSelect().select('o.group_id')), eb.not(eb.exists(designated))]),
    );
}

/** The companies a group oversees (none when it is not an oversight group). */
export function overseenCompanyIds(db: Db, groupId: number): IdQuery {
  const designatedElsewhere = designations(db)
    .where('o.group_id', '<>', groupId)
    .where(sql<boolean>`o.company_type_id = c.id`);
  return db
    .selectFrom('company_types as c')
    .select('c.id')
    .where((eb) => eb.exists(oversightGroupIds(db).where('id', '=', groupId)))
    .where((eb) => eb.not(eb.exists(designatedElsewhere)));
}

/** Whether the group oversees the company. */
export async function groupOversees(db: Db, groupId: number, companyTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_groups as g')
    .select('g.id')
    .where('g.id', '=', groupId)
    .where('g.id', 'in', oversightGroupIdsOf(db, companyTypeId))
    .executeTakeFirst();
  return row !== undefined;
}
