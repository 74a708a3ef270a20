import { sql } from 'kysely';
import type { Db, IdQuery } from '../db/types.ts';
import { groupIdsHolding } from './group-menus.repository.ts';
import { enabledMenuIdsByKey } from './menus.repository.ts';
import { enabledGroupIdsIn } from './user-groups.repository.ts';

// Who oversees a company's reports (issue 30): the group its usable map names 감사 책임 그룹 (is_oversight), when that
// group is usable and holds the OVERSIGHT menu; otherwise the default oversight: the usable groups holding it that
// are designated for no company (the system admins, who are given it by default), or, should every such group be
// designated somewhere, all of them. A designated group oversees its companies only. No admin of a company's team
// can remove the oversight: the team cannot change maps or menus, and a designation falls back to the default
// rather than to nobody (sysadmin-remains.ts keeps some group and admin holding the menu). The oversight reads its reports from
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

/** Groups named 감사 책임 그룹 by some map (of any status): they oversee their companies only. */
const designatedGroupIds = (db: Db) =>
  db.selectFrom('company_type_maps').select('group_id').where('is_oversight', '=', true);

/**
 * The default oversight, for the companies without a designation in force: the oversight groups designated for no
 * company, or all of them when each is designated somewhere (never nobody while one exists).
 */
function defaultOversightGroupIds(db: Db): IdQuery {
  const undesignated = oversightGroupIds(db).where('id', 'not in', designatedGroupIds(db));
  return db
    .selectFrom('user_groups as g')
    .select('g.id')
    .where('g.id', 'in', oversightGroupIds(db))
    .where((eb) =>
      eb.or([eb('g.id', 'not in', designatedGroupIds(db)), eb.not(eb.exists(undesignated))]),
    );
}

/** The groups overseeing one company: its designated group, or else the default oversight. */
export function oversightGroupIdsOf(db: Db, companyTypeId: number): IdQuery {
  const designated = designations(db).where('o.company_type_id', '=', companyTypeId);
  return db
    .selectFrom('user_groups as g')
    .select('g.id')
    .where((eb) =>
      eb.or([
        eb('g.id', 'in', designated.clearSelect().select('o.group_id')),
        eb.and([eb.not(eb.exists(designated)), eb('g.id', 'in', defaultOversightGroupIds(db))]),
      ]),
    );
}

/** The companies a group oversees (none when it is not an oversight group). */
export function overseenCompanyIds(db: Db, groupId: number): IdQuery {
  const designatedHere = designations(db).where(sql<boolean>`o.company_type_id = c.id`);
  return db
    .selectFrom('company_types as c')
    .select('c.id')
    .where((eb) =>
      eb.or([
        eb.exists(designatedHere.where('o.group_id', '=', groupId)),
        eb.and([
          eb.not(eb.exists(designatedHere)),
          eb.exists(defaultOversightGroupIds(db).where('g.id', '=', groupId)),
        ]),
      ]),
    );
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
