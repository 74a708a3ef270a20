import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../../db/migrate.ts';
import { createCipher } from '../../security/crypto.ts';
import { functionSettings, openEmptyTestDatabase } from '../../test-support/test-database.ts';
import { verifyEvidence } from '../evidence/verify-evidence.ts';
import type { BackupRecord } from './dump-database.ts';
import { restoreDatabase } from './restore-database.ts';

// A backup made by an older version is restored into its own schema, and this version's code appends the RESTORE row
// to the audit trail before the schema is brought to the latest (docs/operations.md, "Restore").

async function* records(list: BackupRecord[]) {
  yield* list;
}

describe('restoring a backup of an older version', () => {
  const handles: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it('restores one made before the evidence chains took their turn in one statement', async () => {
    const handle = await openEmptyTestDatabase();
    handles.push(handle);
    const cipher = createCipher(randomBytes(32));
    const all = knownMigrations();
    const before = all.slice(0, all.indexOf('20261205T0100-evidence-chain-next'));
    expect(before.length).toBeGreaterThan(0);

    const summary = await restoreDatabase(
      handle.db,
      cipher,
      records([
        {
          t: 'manifest',
          format: 1,
          createdAt: '2026-11-20T00:00:00.000Z',
          engine: 'pglite',
          migrations: before,
        },
        { t: 'end', counts: {}, chains: [] },
      ]),
      new Date(),
    );

    expect(summary.createdAt).toBe('2026-11-20T00:00:00.000Z');
    const { rows } = await sql<{ action: string }>`select action from audit_trail`.execute(handle.db);
    expect(rows.map((r) => r.action)).toEqual(['RESTORE']);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      handle.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(all);
    expect(await functionSettings(handle.db, 'evidence_chain_turn')).toEqual(['enable_seqscan=off']);
    const chains = await verifyEvidence(handle.db, cipher);
    expect(chains.map((c) => [c.table, c.rows, c.broken])).toContainEqual(['audit_trail', 1, null]);
    expect(chains.every((c) => c.broken === null)).toBe(true);
  });
});
