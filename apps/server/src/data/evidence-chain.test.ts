import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyEvidence } from '../features/evidence/verify-evidence.ts';
import { createCipher } from '../security/crypto.ts';
import { openEmptyTestDatabase, rowCount } from '../test-support/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { appendChained } from './evidence-chain.ts';
import { migrateToLatest } from '../db/migrate.ts';

// The chain's turn reads the last row after its lock is granted, which only a read-committed transaction sees
// (evidence_chain_turn, migrations 20261205T0100 and 20261208T0400): any other level is refused, never chained to a stale row.

/** An empty database on one connection, so that a session setting holds for every statement. */
const oneConnection = () => openEmptyTestDatabase({ connections: 1 });

const loginRow = (loginId: string) => ({
  login_id: loginId,
  ip: '10.0.0.1',
  success: false,
  created_at: new Date(),
});

const cipher = createCipher(randomBytes(32));
let handle: DatabaseHandle | null = null;
afterEach(async () => {
  await handle?.close();
  handle = null;
});

describe('the evidence chain under an isolation level other than read committed', () => {
  it('refuses an append inside a repeatable-read transaction and writes nothing', async () => {
    handle = await oneConnection();
    await migrateToLatest(handle.db);
    const h = handle;
    await expect(
      h.db.transaction().execute(async (trx) => {
        await sql`set transaction isolation level repeatable read`.execute(trx);
        await appendChained(trx, cipher, 'login_logs', loginRow('a.admin'));
      }),
    ).rejects.toThrow(/read committed only, not repeatable read/);
    expect(await rowCount(h.db, 'login_logs')).toBe(0);
  });

  it('appends under read committed on its own when the session defaults to repeatable read', async () => {
    handle = await oneConnection();
    await migrateToLatest(handle.db);
    await sql`set default_transaction_isolation = 'repeatable read'`.execute(handle.db);
    await appendChained(handle.db, cipher, 'login_logs', loginRow('a.admin'));
    await appendChained(handle.db, cipher, 'login_logs', loginRow('b.admin'));
    expect(await rowCount(handle.db, 'login_logs')).toBe(2);
    const chains = await verifyEvidence(handle.db, cipher);
    expect(chains.find((c) => c.table === 'login_logs')).toMatchObject({ rows: 2, broken: null });
  });
});

describe("the chain's last row", () => {
  // The function's query is planned once per connection: planned on an empty table whose statistics say so, it was a
  // sequential scan kept while the log grew (migration 20261206T0100).
  it('is read from the primary key, even when the connection first appended to a table analyzed empty', async () => {
    handle = await oneConnection();
    await migrateToLatest(handle.db);
    await sql`vacuum analyze login_logs`.execute(handle.db);
    await appendChained(handle.db, cipher, 'login_logs', loginRow('a.admin'));
    const scans = await handle.db.transaction().execute(async (trx) => {
      // The backend's counts not yet reported, earlier statements' included: the append's are the difference.
      const counts = async () => {
        const { rows } = await sql<{ seq: unknown; idx: unknown }>`select seq_scan as seq, idx_scan as idx
          from pg_stat_xact_user_tables where relname = 'login_logs'`.execute(trx);
        return { seq: Number(rows[0]?.seq), idx: Number(rows[0]?.idx) };
      };
      const before = await counts();
      await appendChained(trx, cipher, 'login_logs', loginRow('b.admin'));
      const after = await counts();
      return { seq: after.seq - before.seq, idx: after.idx - before.idx };
    });
    expect(scans).toEqual({ seq: 0, idx: 1 });
    const chains = await verifyEvidence(handle.db, cipher);
    expect(chains.find((c) => c.table === 'login_logs')).toMatchObject({ rows: 2, broken: null });
  });
});
