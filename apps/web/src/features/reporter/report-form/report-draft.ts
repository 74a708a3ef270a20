import type { PostKind, ReportFormValues } from '@audit/contracts';

// What a reporter typed into a report form, kept so that a reload or a crashed tab loses nothing. It lives in this
// tab's sessionStorage only: gone when the tab closes, after a successful submit and when the reporter agrees to
// leave the form; never in localStorage (it would outlive the tab on a shared computer), never sent anywhere.
// Never kept: the password and its confirmation (a secret does not belong in storage that every script of the site
// can read) and the attachment (a file cannot be kept there; only that there was one, so the reporter is asked to
// choose it again). The real-name and the anonymous form keep separate drafts, so a name or phone number typed
// into the one never fills the other.
// No runtime import of the form's schema: the page's first render reads this file (docs/architecture.md).

export type ReportDraft = { values: Partial<ReportFormValues>; hadFile: boolean };

const NOT_KEPT = new Set(['postType', 'password', 'passwordConfirm']);

const keyOf = (kind: PostKind) => `report-draft-${kind}`;

/** The text a reporter typed, without the fields never kept; only the string fields the form has. */
function keptValues(values: Partial<Record<string, unknown>>, fields: readonly string[]) {
  const kept: Record<string, string> = {};
  for (const name of fields) {
    const value = values[name];
    if (!NOT_KEPT.has(name) && typeof value === 'string' && value !== '') kept[name] = value;
  }
  return kept as Partial<ReportFormValues>;
}

/** The draft of the form of `kind` with fields `fields`, or null (none, or storage is off or unreadable). */
export function readReportDraft(kind: PostKind, fields: readonly string[]): ReportDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(kind)) ?? 'null') as Partial<ReportDraft> | null;
    if (!stored || typeof stored.values !== 'object' || stored.values === null) return null;
    const values = keptValues(stored.values, fields);
    const hadFile = stored.hadFile === true;
    return Object.keys(values).length > 0 || hadFile ? { values, hadFile } : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values (less the secrets); a form with nothing in it keeps no draft. */
export function saveReportDraft(kind: PostKind, values: Partial<ReportFormValues>, hadFile: boolean): void {
  const kept = keptValues(values, Object.keys(values));
  try {
    if (Object.keys(kept).length === 0 && !hadFile) sessionStorage.removeItem(keyOf(kind));
    else sessionStorage.setItem(keyOf(kind), JSON.stringify({ values: kept, hadFile }));
  } catch {
    // Storage off or full: the draft is a convenience, never a reason for the form to fail.
  }
}

export function clearReportDraft(kind: PostKind): void {
  try {
    sessionStorage.removeItem(keyOf(kind));
  } catch {
    // as above
  }
}

/** True when leaving would lose something: a field with more than spaces in it (the kind aside), or a file. */
export function hasInput(values: Partial<ReportFormValues>, hasFile: boolean): boolean {
  return (
    hasFile ||
    Object.entries(values).some(
      ([name, value]) => name !== 'postType' && typeof value === 'string' && value.trim(),
    )
  );
}
