import { ADMIN_PASSWORD_MESSAGES, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { z } from 'zod';
import { sysadminText } from '../../../i18n/sysadmin.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<T, K extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<K>; message: string; first: K };

// Messages written for people; any other issue text (zod's English defaults) is replaced by a Korean one.
const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(SYSADMIN_MESSAGES),
  ...Object.values(ADMIN_PASSWORD_MESSAGES),
]);

/**
 * Checks form input against a contracts schema. On failure: one message per field (in `order`), and the
 * message of the alert: SYSADMIN_MESSAGES.required when a required value is missing (spec section 5),
 * otherwise the first field's own message (e.g. 그룹을 선택해주세요. or a format rule).
 */
export function validateForm<S extends z.ZodType, K extends string>(
  schema: S,
  input: Record<string, unknown>,
  order: readonly K[],
): Validation<z.output<S>, K> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (!order.includes(key) || errors[key]) continue;
    errors[key] = KNOWN_MESSAGES.has(issue.message) ? issue.message : sysadminText.form.invalidValue;
  }
  const invalid = order.filter((key) => errors[key]);
  const first = invalid[0] ?? order[0]!;
  const message = invalid.some((key) => errors[key] === SYSADMIN_MESSAGES.required)
    ? SYSADMIN_MESSAGES.required
    : (errors[first] ?? SYSADMIN_MESSAGES.required);
  return { ok: false, errors, message, first };
}

/** An empty text box means "no value": numbers must not read it as 0, nor selects as a group id. */
export const blankToUndefined = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value;
