import {
  AUDIT_ENTITY_KINDS,
  AUDIT_ID_FIELDS,
  AUDIT_NAME_KINDS,
  AUDIT_PAGE_SIZE,
  type AuditNameKind,
  type AuditPage,
} from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { pageAudit, readNamesOf } from '../../data/audit-trail.repository.ts';
import { excludedRecords } from '../../data/hidden-records.ts';

type TrailRow = Awaited<ReturnType<typeof pageAudit>>['rows'][number];

/** A record id as the trail keeps it (a number, or a number as text); anything else names nothing. */
function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The ids a page's rows name, by kind: the actor, the entity's own id where it is a named record, and the id fields
 * of before and after (AUDIT_ID_FIELDS), so the screen shows names instead of numbers.
 */
export function idsNamedBy(rows: readonly TrailRow[]): Record<AuditNameKind, number[]> {
  const found = Object.fromEntries(AUDIT_NAME_KINDS.map((kind) => [kind, new Set<number>()])) as Record<
    AuditNameKind,
    Set<number>
  >;
  const add = (kind: AuditNameKind, value: unknown) => {
    for (const one of Array.isArray(value) ? value : [value]) {
      const id = idOf(one);
      if (id !== null) found[kind].add(id);
    }
  };
  for (const row of rows) {
    add('admins', row.actor_admin_id);
    const entityKind = AUDIT_ENTITY_KINDS[row.entity];
    if (entityKind) add(entityKind, row.entity_id);
    for (const side of [row.before, row.after]) {
      if (typeof side !== 'object' || side === null || Array.isArray(side)) continue;
      for (const [field, value] of Object.entries(side)) {
        const kind = AUDIT_ID_FIELDS[field];
        if (kind) add(kind, value);
      }
    }
  }
  return Object.fromEntries(AUDIT_NAME_KINDS.map((kind) => [kind, [...found[kind]]])) as Record<
    AuditNameKind,
    number[]
  >;
}

const byId = <R extends { id: number }, V>(rows: R[], value: (row: R) => V): Record<string, V> =>
  Object.fromEntries(rows.map((row) => [String(row.id), value(row)]));

/**
 * A page of the audit trail for an admin: newest first, less the rows about reports it is excluded from, with the
 * current names of the records the rows name by id (read now, so rows written before names were shown read too).
 * The rows themselves are shown as written: evidence is never rewritten.
 */
export async function auditTrailPage(deps: AppDeps, adminUserId: number, page: number): Promise<AuditPage> {
  const hidden = excludedRecords(deps.db, adminUserId);
  const { rows, total } = await pageAudit(deps.db, page, AUDIT_PAGE_SIZE, hidden);
  const names = await readNamesOf(deps.db, idsNamedBy(rows), adminUserId);
  return {
    content: rows.map((r) => ({
      id: r.id,
      createdDate: r.created_at.toISOString(),
      actorAdminId: r.actor_admin_id,
      actorLoginId: r.actor_login_id,
      ip: r.ip,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
    })),
    totalElements: total,
    totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
    number: page,
    names: {
      admins: byId(names.admins, (a) => ({ name: a.name, loginId: a.login_id })),
      groups: byId(names.groups, (g) => g.name),
      menus: byId(names.menus, (m) => m.name),
      companies: byId(names.companies, (c) => c.title),
      reportTypes: byId(names.reportTypes, (t) => t.title),
      companyMaps: byId(names.companyMaps, (m) => ({ company: m.company, group: m.group })),
      reports: byId(names.reports, (r) => r.name),
    },
  };
}
