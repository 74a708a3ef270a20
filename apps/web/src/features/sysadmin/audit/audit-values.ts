import { MAIL_STATUS_TITLES, POST_STATUS_TITLES, RECORD_STATUS_TITLES } from '@audit/contracts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { formatDateTime } from '../../../lib/dates.ts';

const text = sysadminText.audit;

// Shown elsewhere in the row or repeated by another field (statusTitle repeats statusCode).
const HIDDEN_KEYS = new Set(['id', 'statusTitle', 'statusName']);

export type Entry = { key: string; label: string; value: string };

/** The Korean name of an action code; an unknown code is shown as it is. */
export const actionLabel = (action: string): string => text.actions[action] ?? action;

/** The Korean name of an entity; an unknown one is shown as it is. */
export const entityLabel = (entity: string): string => text.entities[entity] ?? entity;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value for a person: 예/아니요, 사용/미사용, status names, Korea-time dates. */
export function displayValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.none;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') {
    if (key === 'statusCode' || key === 'status') {
      const title =
        RECORD_STATUS_TITLES[value as keyof typeof RECORD_STATUS_TITLES] ??
        POST_STATUS_TITLES[value as keyof typeof POST_STATUS_TITLES] ??
        MAIL_STATUS_TITLES[value as keyof typeof MAIL_STATUS_TITLES];
      if (title) return title;
    }
    return ISO_DATE.test(value) ? formatDateTime(value) : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function entriesOf(value: Record<string, unknown>, keys: readonly string[]): Entry[] {
  return keys.map((key) => ({ key, label: text.fields[key] ?? key, value: displayValue(key, value[key]) }));
}

/**
 * The before and after of one record as key: value lists. For an update only the fields that changed are
 * listed, so a row stays short; a value that is not an object is shown as one entry.
 */
export function changeEntries(before: unknown, after: unknown): { before: Entry[]; after: Entry[] } {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  const visible = (o: Record<string, unknown>) => Object.keys(o).filter((key) => !HIDDEN_KEYS.has(key));
  if (b && a) {
    const keys = [...new Set([...visible(b), ...visible(a)])].filter(
      (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
    );
    return { before: entriesOf(b, keys), after: entriesOf(a, keys) };
  }
  const single = (v: unknown): Entry[] => {
    if (v === null || v === undefined) return [];
    if (isRecord(v)) return entriesOf(v, visible(v));
    return [{ key: 'value', label: '', value: displayValue('value', v) }];
  };
  return { before: single(before), after: single(after) };
}
