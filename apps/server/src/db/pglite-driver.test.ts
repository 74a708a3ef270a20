import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './connect.ts';

// Runs on whichever engine the test run uses; on PGlite it proves the driver's one-connection mutex.
describe('database driver', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: false });
    await sql`create table t (id bigint generated always as identity primary key, v text not null, b bytea)`.execute(
      handle.db,
    );
  });
  afterAll(() => handle.close());

  const count = async () => {
    const r = await sql<{ n: number }>`select count(*) as n from t`.execute(handle.db);
    return r.rows[0]!.n;
  };
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('keeps a query of another request out of an open transaction', async () => {
    await sql`delete from t`.execute(handle.db);
    let inside = -1;
    const failing = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t (v) values ('uncommitted')`.execute(trx);
        await wait(50);
        inside = (await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows[0]!.n;
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    // Started while the transaction is open: must neither see its row nor be rolled back with it.
    const outside = (async () => {
      await wait(10);
      await sql`insert into t (v) values ('outside')`.execute(handle.db);
      return count();
    })();
    const [failure, seenOutside] = await Promise.all([failing, outside]);
    expect(failure).toBe('roll back');
    // PGlite serialises: the outside insert waits for the transaction. PostgreSQL (read committed) may show it.
    if (handle.kind === 'pglite') expect(inside).toBe(1);
    else expect(inside).toBeGreaterThanOrEqual(1);
    expect(seenOutside).toBe(1);
    const rows = await sql<{ v: string }>`select v from t`.execute(handle.db);
    expect(rows.rows.map((r) => r.v)).toEqual(['outside']);
  });

  it('runs overlapping transactions without mixing their writes', async () => {
    await sql`delete from t`.execute(handle.db);
    const run = (label: string, fail: boolean) =>
      handle.db
        .transaction()
        .execute(async (trx) => {
          for (let i = 0; i < 5; i++) {
            await sql`insert into t (v) values (${`${label}-${i}`})`.execute(trx);
            await wait(2);
          }
          if (fail) throw new Error(label);
        })
        .then(
          () => 'ok',
          () => 'failed',
        );
    const results = await Promise.all([run('a', false), run('b', true), run('c', false), run('d', true)]);
    expect(results).toEqual(['ok', 'failed', 'ok', 'failed']);
    const rows = await sql<{ v: string }>`select v from t order by id`.execute(handle.db);
    const labels = new Set(rows.rows.map((r) => r.v.split('-')[0]));
    expect([...labels].sort()).toEqual(['a', 'c']);
    expect(rows.rows).toHaveLength(10);
  });

  it('returns the same JavaScript types on both engines', async () => {
    await sql`delete from t`.execute(handle.db);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const inserted = await sql<{
      id: unknown;
    }>`insert into t (v, b) values ('x', ${bytes}) returning id`.execute(handle.db);
    expect(typeof inserted.rows[0]!.id).toBe('number');
    const row = (
      await sql<{
        b: unknown;
        n: unknown;
        at: unknown;
      }>`select b, count(*) over () as n, now() as at from t`.execute(handle.db)
    ).rows[0]!;
    expect(Buffer.isBuffer(row.b)).toBe(true);
    expect(Buffer.compare(row.b as Buffer, bytes)).toBe(0);
    expect(row.n).toBe(1);
    expect(row.at).toBeInstanceOf(Date);
  });

  it('reports affected rows of updates', async () => {
    await sql`delete from t`.execute(handle.db);
    await sql`insert into t (v) values ('a'), ('b')`.execute(handle.db);
    const result = await handle.db
      .updateTable('t' as never)
      .set({ v: 'z' } as never)
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(2);
  });
});
