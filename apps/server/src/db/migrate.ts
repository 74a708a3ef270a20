import { type Kysely, Migrator } from 'kysely';
import { type MigrationContext, migrationList, migrationProvider } from './migrations/index.ts';

/**
 * Brings the schema to the latest migration (or to `target`, for tests of a migration); throws (and changes
 * nothing more) when one fails. Re-encrypting migrations need the master key in `context`.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  context: MigrationContext = {},
  target?: string,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(context) });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The names of the migrations applied to this database, in order (empty for a new database). */
export async function appliedMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider({}) });
  return (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
}

/** The names of every migration this version knows, in order. */
export function knownMigrations(): string[] {
  return Object.keys(migrationList({})).sort();
}
