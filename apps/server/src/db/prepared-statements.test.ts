import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './connect.ts';

// On both databases: PostgreSQL's pooled connections (connect.ts) and the embedded database's one session
// (pglite-driver.ts) each prepare a text once.
describe('prepared statements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
  });
  afterAll(() => handle.close());

  it('prepares a query once per connection, and keeps working when a table changes under it', async () => {
    const db = handle.db;
    await sql`create table prepared_probe (a integer)`.execute(db);
    await sql`insert into prepared_probe values (1)`.execute(db);
    // One connection throughout, so that what it prepared can be looked at from it.
    await db.connection().execute(async (c) => {
      const read = () =>
        c
          .selectFrom('prepared_probe' as never)
          .selectAll()
          .execute();
      expect(await read()).toEqual([{ a: 1 }]);
      expect(await read()).toEqual([{ a: 1 }]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement = 'select * from "prepared_probe"'`.execute(c);
      expect(rows[0]?.n).toBe(1);
      await sql`alter table prepared_probe add column b integer default 2`.execute(c);
      expect(await read()).toEqual([{ a: 1, b: 2 }]);
      expect(await read()).toEqual([{ a: 1, b: 2 }]);
    });
  });
  it('answers a prepared statement’s error with its SQLSTATE, and the session goes on, in and out of a transaction', async () => {
    const db = handle.db;
    await sql`create table prepared_unique (a integer primary key)`.execute(db);
    const insert = (a: number) =>
      db
        .insertInto('prepared_unique' as never)
        .values({ a } as never)
        .execute();
    await insert(1);
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('prepared_unique' as never)
          .values({ a: 2 } as never)
          .execute();
        await trx
          .insertInto('prepared_unique' as never)
          .values({ a: 1 } as never)
          .execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await insert(3);
    const rows = await db
      .selectFrom('prepared_unique' as never)
      .selectAll()
      .orderBy('a' as never)
      .execute();
    expect(rows).toEqual([{ a: 1 }, { a: 3 }]);
  });
});
