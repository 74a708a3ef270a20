import type { Db, Trx } from '../db/types.ts';

// Owner of the `settings` table: the legal clocks' durations, at most one row (none until a system admin first
// saves them).

export function findSettings(db: Db) {
  return db
    .selectFrom('settings')
    .select(['acknowledgement_days', 'feedback_months', 'updated_at'])
    .executeTakeFirst();
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

/** Writes the one row (creating it on the first change). */
export async function saveSettings(
  trx: Trx,
  values: { acknowledgementDays: number; feedbackMonths: number; now: Date },
): Promise<void> {
  const row = {
    acknowledgement_days: values.acknowledgementDays,
    feedback_months: values.feedbackMonths,
    updated_at: values.now,
  };
  await trx
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('singleton').doUpdateSet(row))
    .execute();
}
