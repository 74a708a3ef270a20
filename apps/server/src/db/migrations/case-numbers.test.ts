import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportReferences } from '../../test-support/legacy-rows.ts';
import { openEmptyTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../connect.ts';
import { migrationProvider } from './index.ts';

const BEFORE = '20261208T0700-oversight';
const THIS = '20261209T0200-case-numbers';

// The reports filed before case numbers existed are given one by the migration: of their year of submission in
// Korea, drawn at random (unique, in no order of filing), and a report filed after it can take none of theirs.
describe('migration: case numbers (backfill)', () => {
  let handle: DatabaseHandle;
  let migrator: Migrator;
  // biome-ignore lint/suspicious/noExplicitAny: the schema of before this migration, written by hand.
  const db = () => handle.db as any;

  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  });
  afterAll(() => handle.close());

  it('gives every report a unique number of its year in Korea, in no order, and can be undone', async () => {
    const { companyId, typeId } = await insertReportReferences(handle.db);
    // 2025-12-31 15:30 UTC is already 2026-01-01 in Korea; the others spread over two years, a minute apart.
    const times = [new Date('2025-12-31T15:30:00Z'), new Date('2025-12-31T14:59:00Z')];
    for (let i = 0; i < 1200; i++) times.push(new Date(Date.UTC(2025, 0, 1) + (i * 60 * 86_400_000) / 100));
    // Ids in filing order, as a site's were before they were drawn at random.
    const ids = times.map((_, i) => 5000 + i);
    await db()
      .insertInto('posts')
      .values(
        times.map((at, i) => ({
          id: ids[i],
          company_type_id: companyId,
          report_type_id: typeId,
          post_type: 'PRIVATE',
          title_enc: Buffer.of(1),
          content_enc: Buffer.of(1),
          created_at: at,
        })),
      )
      .execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const { rows } = await sql<{ id: number; case_number: string }>`
      select id, case_number from posts order by id`.execute(handle.db);
    const numbers = new Map(rows.map((r) => [Number(r.id), r.case_number]));
    expect(numbers.get(ids[0] as number)).toMatch(/^2026-/);
    expect(numbers.get(ids[1] as number)).toMatch(/^2025-/);
    for (const [i, id] of ids.entries()) {
      const year = new Date((times[i] as Date).getTime() + 9 * 3_600_000).getUTCFullYear();
      expect(numbers.get(id)).toMatch(new RegExp(`^${year}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,6}$`));
    }
    expect(new Set(numbers.values()).size).toBe(ids.length);
    // In filing order, the random parts neither rise nor fall throughout (1,202 random draws never do).
    const parts = ids.map((id) => (numbers.get(id) as string).slice(5));
    const rises = parts.filter((p, i) => i > 0 && p > (parts[i - 1] as string)).length;
    expect(rises).toBeGreaterThan(parts.length / 4);
    expect(rises).toBeLessThan((parts.length * 3) / 4);

    // A new report cannot take a number already given.
    const taken = numbers.get(ids[0] as number);
    await expect(
      db()
        .insertInto('posts')
        .values({
          id: 9999,
          case_number: taken,
          company_type_id: companyId,
          report_type_id: typeId,
          post_type: 'PRIVATE',
          title_enc: Buffer.of(1),
          content_enc: Buffer.of(1),
        })
        .execute(),
    ).rejects.toThrow();

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'posts' and column_name = 'case_number'`.execute(handle.db);
    expect(columns.rows).toEqual([]);
  });
});
