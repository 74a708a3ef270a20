import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './connect.ts';

// PostgreSQL only: the embedded database is one session and plans in process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements (PostgreSQL)', () => {
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
});
