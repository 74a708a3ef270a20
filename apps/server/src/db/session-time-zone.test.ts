import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test-support/test-database.ts';
import { connectDatabase } from './connect.ts';

// The legal clocks add their days in SQL too (post-clocks.ts): interval arithmetic on timestamptz counts in the
// session's zone, so a database whose default zone has daylight saving would put a due date an hour off the server's
// (legal-clocks.ts adds exact days). connect.ts opens every PostgreSQL session in UTC, as PGlite's one session is.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL sessions', () => {
  it('count time in UTC whatever zone the database defaults to, so 7 days are 168 hours across summer time', async () => {
    const handle = await openEmptyTestDatabase();
    try {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
      const name = rows[0]?.name ?? '';
      await sql.raw(`alter database "${name}" set timezone to 'Europe/Berlin'`).execute(handle.db);
      // A new session of that database, as the server opens them.
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const other = await connectDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
      try {
        const zone = await sql<{ TimeZone: string }>`show timezone`.execute(other.db);
        expect(zone.rows[0]?.TimeZone).toBe('UTC');
        const week = await sql<{ hours: number }>`select (extract(epoch from
            (timestamptz '2026-03-25T00:00:00Z' + make_interval(days => 7)) - timestamptz '2026-03-25T00:00:00Z')
            / 3600)::int as hours`.execute(other.db);
        expect(week.rows[0]?.hours).toBe(168);
      } finally {
        await other.close();
      }
    } finally {
      await handle.close();
    }
  });
});
