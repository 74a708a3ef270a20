import type { AuditNameKind } from '@audit/contracts';
import { sql } from 'kysely';
import { appendChained } from './evidence-chain.ts';
import type { Db, IdQuery, Trx } from '../db/types.ts';
import type { EvidenceSeal } from '../security/evidence-seal.ts';
import { adminNames } from './admin-users.repository.ts';
import { reportTypeNames } from './report-types.repository.ts';
import { companyMapNames, companyNames } from './companies.repository.ts';
import { menuNames } from './menus.repository.ts';
import { groupNames } from './user-groups.repository.ts';
import { caseNumbersFor } from './posts.repository.ts';

// Owner of the `audit_trail` table: who changed what in the administration, before and after. Rows cannot be
// changed or deleted early (database triggers), and each is chained to the one before by a keyed hash
// (data/evidence-chain.ts).

export type AuditActor = { adminUserId: number | null; loginId: string | null; ip: string | null };

/**
 * One audit-trail row: who, when, what, before and after. Called inside the transaction of the change it
 * records (hence a Trx), so a change and its record exist together or not at all.
 */
export async function writeAudit(
  trx: Trx,
  seal: EvidenceSeal,
  actor: AuditActor,
  row: {
    action: string;
    entity: string;
    /** Null for a record without an id (the settings). */
    entityId: string | number | null;
    before: unknown;
    after: unknown;
    now: Date;
  },
): Promise<void> {
  await appendChained(
    trx,
    seal,
    'audit_trail',
    {
      actor_admin_id: actor.adminUserId,
      actor_login_id: actor.loginId,
      ip: actor.ip?.slice(0, 64) ?? null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId === null ? null : String(row.entityId),
      before: row.before,
      after: row.after,
      created_at: row.now,
    },
    ['before', 'after'],
  );
}

/**
 * A page of the trail, newest first, less the rows about records hidden from the viewer (`hidden`: ids by entity,
 * the records of reports it is excluded from). The trail's entity ids are text; each id query is compared as text.
 */
export async function pageAudit(db: Db, page: number, size: number, hidden: Record<string, IdQuery>) {
  const shown = db
    .selectFrom('audit_trail')
    .where((eb) =>
      eb.not(
        eb.or(
          Object.entries(hidden).map(
            ([entity, ids]) =>
              sql<boolean>`(entity = ${entity} and entity_id in (select cast(h.x as text) from ${ids} as h(x)))`,
          ),
        ),
      ),
    );
  const [rows, total] = await Promise.all([
    shown
      .selectAll()
      // The chain's index is the order rows were written in; the ids are random (they must not tell of hidden rows).
      .orderBy('seq', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The current names of the records a page of the trail names by id, through their owners' names queries (only
 * the kinds with ids; a record since deleted is simply not found, and so is a report `adminUserId` is excluded from).
 */
export async function readNamesOf(db: Db, ids: Record<AuditNameKind, number[]>, adminUserId: number) {
  const some = <T>(wanted: number[], read: (wanted: number[]) => Promise<T[]>) =>
    wanted.length === 0 ? Promise.resolve([] as T[]) : read(wanted);
  const [admins, groups, menus, companies, reportTypes, companyMaps, reports] = await Promise.all([
    some(ids.admins, (w) => adminNames(db).where('id', 'in', w).execute()),
    some(ids.groups, (w) => groupNames(db).where('id', 'in', w).execute()),
    some(ids.menus, (w) => menuNames(db).where('id', 'in', w).execute()),
    some(ids.companies, (w) => companyNames(db).where('id', 'in', w).execute()),
    some(ids.reportTypes, (w) => reportTypeNames(db).where('id', 'in', w).execute()),
    some(ids.companyMaps, (w) => companyMapNames(db).where('m.id', 'in', w).execute()),
    some(ids.reports, (w) => caseNumbersFor(db, adminUserId).where('p.id', 'in', w).execute()),
  ]);
  return { admins, groups, menus, companies, reportTypes, companyMaps, reports };
}
