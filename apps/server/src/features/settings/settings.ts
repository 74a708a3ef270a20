import { SETTINGS_DEFAULTS, type SettingsUpdate, type SettingsView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { refreshDueDates } from '../../data/post-clocks.ts';
import { cachedReference, referenceChange } from '../../data/reference-cache.ts';
import { findSettings, type SettingsRow, saveSettings } from '../../data/settings.repository.ts';
import type { AdminAuth } from '../../http/route.ts';

const toView = (row: SettingsRow | undefined): SettingsView =>
  row
    ? {
        acknowledgementDays: row.acknowledgement_days,
        feedbackMonths: row.feedback_months,
        updatedDate: row.updated_at.toISOString(),
      }
    : { ...SETTINGS_DEFAULTS, updatedDate: null };

/**
 * The durations of the legal clocks (the defaults until a system admin changes them). Read on hot paths (every
 * report's due dates), so served from this instance's cache of reference data, which every administrative change
 * invalidates on every instance (data/reference-cache.ts).
 */
export const currentSettings = ({ db }: Pick<AppDeps, 'db'>): Promise<SettingsView> =>
  cachedReference(db, 'settings', async () => toView(await findSettings(db)));

/**
 * Changes both durations, with an audit-trail row (before and after) in the same transaction, which also moves the
 * stored due dates of the open reports (the list filters and sorts by them).
 */
export function changeSettings(deps: AppDeps, auth: AdminAuth, input: SettingsUpdate): Promise<SettingsView> {
  return auditedChange(
    deps,
    auth,
    async ({ trx, now, audit }) => {
      const before = toView(await findSettings(trx));
      await saveSettings(trx, { ...input, now });
      const after = toView(await findSettings(trx));
      await refreshDueDates(trx, after);
      await audit('UPDATE', 'settings', null, before, after);
      return after;
    },
    referenceChange(deps.db),
  );
}
