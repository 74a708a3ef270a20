import {
  AUDIT_ENTITY_KINDS,
  AUDIT_ID_FIELDS,
  type AuditNameKind,
  type AuditPage,
  MAIL_STATUS_TITLES,
  POST_STATUS_TITLES,
  POST_TYPE_TITLES,
  RECORD_STATUS_TITLES,
  REPLY_KIND_TITLES,
} from '@audit/contracts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { FORM_FIELDS, formLabel } from './audit-fields.ts';

const text = sysadminText.audit;

export type AuditNames = AuditPage['names'];
export type AuditRow = AuditPage['content'][number];
export type Entry = { key: string; label: string; value: string };

// Shown elsewhere in the row or repeated by another field (statusTitle repeats statusCode).
const HIDDEN_KEYS = new Set(['id', 'key', 'statusTitle', 'statusName']);

/** Names written beside an id field: the id is shown by its current name, so its companion is left out. */
const COMPANIONS: Record<string, readonly string[]> = {
  groupId: ['groupName', 'group'],
  userGroupId: ['userGroupName'],
  adminUserIds: ['names'],
};

/** The Korean name of an action code; an unknown code is shown as it is. */
export const actionLabel = (action: string): string => text.actions[action] ?? action;

/** The Korean name of an entity; an unknown one is shown as it is. */
export const entityLabel = (entity: string): string => text.entities[entity] ?? entity;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The current name of record `id` of `kind`, or null when it is not (or no longer) there. */
function nameOf(kind: AuditNameKind, id: unknown, names: AuditNames): string | null {
  if (id === null || id === undefined || id === '') return null;
  const key = String(id);
  switch (kind) {
    case 'admins': {
      const admin = names.admins[key];
      return admin ? text.admin(admin.name, admin.loginId) : null;
    }
    case 'companyMaps': {
      const map = names.companyMaps[key];
      return map ? text.companyMap(map.company, map.group) : null;
    }
    default:
      return names[kind][key] ?? null;
  }
}

/** Who made the change: the admin by name and login id; the system's own runs by what they are. */
export function actorLabel(row: AuditRow, names: AuditNames): string {
  const admin = nameOf('admins', row.actorAdminId, names);
  if (admin) return admin;
  if (row.actorLoginId) return text.systemActors[row.actorLoginId] ?? row.actorLoginId;
  return text.systemActor;
}

/**
 * What was changed: a named record by its name, a report by its case number (사건번호; one since deleted by the
 * number its deletion recorded), what hangs off a report (a note, a comment) by its own number and its report's.
 */
export function targetLabel(row: AuditRow, names: AuditNames): string {
  const entity = entityLabel(row.entity);
  if (!row.entityId) return entity;
  const kind = AUDIT_ENTITY_KINDS[row.entity];
  const named = kind && nameOf(kind, row.entityId, names);
  if (named) return `${entity} ${named}`;
  const record = isRecord(row.after) ? row.after : isRecord(row.before) ? row.before : null;
  if (kind === 'reports' && typeof record?.caseNumber === 'string') return `${entity} ${record.caseNumber}`;
  const report = record ? nameOf('reports', record.postId, names) : null;
  if (report) return `${entity} ${text.targetId(row.entityId)} · ${text.ofReport(report)}`;
  // A group's menu permission (its row is gone once released): the group and the menu it names.
  if (row.entity === 'group_menu' && record) {
    const group = nameOf('groups', record.groupId, names) ?? record.group;
    const menu = nameOf('menus', record.menuId, names) ?? record.url;
    if (group && menu) return `${entity} ${String(group)} · ${String(menu)}`;
  }
  return `${entity} ${text.targetId(row.entityId)}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value for a person: 예/아니요, 사용/미사용, status names, Korea-time dates. */
export function displayValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.none;
  if (key === 'contentEnc') return text.sealed;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') {
    if (key === 'statusCode' || key === 'status') {
      const title =
        RECORD_STATUS_TITLES[value as keyof typeof RECORD_STATUS_TITLES] ??
        POST_STATUS_TITLES[value as keyof typeof POST_STATUS_TITLES] ??
        MAIL_STATUS_TITLES[value as keyof typeof MAIL_STATUS_TITLES];
      if (title) return title;
    }
    if (key === 'postType') return POST_TYPE_TITLES[value as keyof typeof POST_TYPE_TITLES] ?? value;
    if (key === 'kind') return REPLY_KIND_TITLES[value as keyof typeof REPLY_KIND_TITLES] ?? value;
    return ISO_DATE.test(value) ? formatDateTime(value) : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** An id field's value by name (a list by names); an id no longer there by what was written beside it, or its number. */
function idValue(key: string, record: Record<string, unknown>, names: AuditNames): string {
  const kind = AUDIT_ID_FIELDS[key]!;
  const value = record[key];
  const one = (id: unknown) => nameOf(kind, id, names) ?? text.targetId(String(id));
  if (Array.isArray(value)) return value.length === 0 ? text.none : value.map(one).join(', ');
  if (value === null || value === undefined) return text.none;
  const companion = (COMPANIONS[key] ?? []).map((c) => record[c]).find((v) => typeof v === 'string' && v);
  return nameOf(kind, value, names) ?? (companion as string | undefined) ?? text.targetId(String(value));
}

/** The keys of a record to show: companions of a present id field left out. */
function visibleKeys(record: Record<string, unknown>): string[] {
  const dropped = new Set(Object.keys(COMPANIONS).flatMap((id) => (id in record ? COMPANIONS[id]! : [])));
  return Object.keys(record).filter((key) => !HIDDEN_KEYS.has(key) && !dropped.has(key));
}

/** Keys in the order of the entity's form (its fields first, as the form shows them), then the rest as written. */
function inFormOrder(entity: string, keys: string[]): string[] {
  const order = FORM_FIELDS[entity] ?? [];
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at < 0 ? order.length : at;
  };
  return keys
    .map((key, i) => ({ key, i }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.i - b.i)
    .map((k) => k.key);
}

/**
 * The before and after of one row as label: value lists, in the form's order and with its labels, ids shown by
 * name. For an update only the fields that changed are listed, so a row stays short; a value that is not an
 * object is shown as one entry.
 */
export function changeEntries(row: AuditRow, names: AuditNames): { before: Entry[]; after: Entry[] } {
  const b = isRecord(row.before) ? row.before : null;
  const a = isRecord(row.after) ? row.after : null;
  const entriesOf = (record: Record<string, unknown>, keys: string[]): Entry[] =>
    inFormOrder(row.entity, keys).map((key) => ({
      key,
      label: formLabel(row.entity, row.action, key),
      value: key in AUDIT_ID_FIELDS ? idValue(key, record, names) : displayValue(key, record[key]),
    }));
  if (b && a) {
    const keys = [...new Set([...visibleKeys(b), ...visibleKeys(a)])].filter(
      (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
    );
    return { before: entriesOf(b, keys), after: entriesOf(a, keys) };
  }
  const single = (v: unknown): Entry[] => {
    if (v === null || v === undefined) return [];
    if (isRecord(v)) return entriesOf(v, visibleKeys(v));
    return [{ key: 'value', label: '', value: displayValue('value', v) }];
  };
  return { before: single(row.before), after: single(row.after) };
}
