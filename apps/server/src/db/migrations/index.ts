import type { Migration, MigrationProvider } from 'kysely';
import { downInitialSchema, upInitialSchema } from './20261122T0500-initial-schema.ts';
import { downMenuKeys, upMenuKeys } from './20261123T0100-menu-keys.ts';

/**
 * The migrations, listed explicitly (names are timestamp-prefixed and sort in order). A static list works
 * the same from TypeScript sources and from the compiled dist folder.
 */
const migrations: Record<string, Migration> = {
  '20261122T0500-initial-schema': { up: upInitialSchema, down: downInitialSchema },
  '20261123T0100-menu-keys': { up: upMenuKeys, down: downMenuKeys },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
