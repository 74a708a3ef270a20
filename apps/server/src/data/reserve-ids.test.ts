import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrationProvider } from '../db/migrations/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { MAX_ROW_ID, reserveIds } from './reserve-ids.ts';

// The ids of rows admins see are drawn at random (issue 30): in range for the 32-bit path schemas, distinct, and
// never one a row already has.

const THIS = '20261208T0300-random-row-ids';

/** A draw that answers `values` in turn (the generator stand-in for a collision). */
const drawing = (values: number[]) => {
  let i = 0;
  return () => {
    const v = values[i++];
    if (v === undefined) throw new Error('drew more than expected');
    return v;
  };
};

describe('reserveIds', () => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const mail = (id: number) => ({ id, to_address: 'x@audit.example', subject: '알림', body_enc: Buffer.of(1) });
  beforeAll(async () => {
    handle = await createTestDatabase();
    await db().insertInto('mail_outbox').values(mail(42)).execute();
  });
  afterAll(() => handle?.close());

  it('draws distinct ids from 1 to 2^31 - 1 that follow no sequence', async () => {
    const ids = await reserveIds(db(), 'posts', 500);
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(MAX_ROW_ID);
    }
    const steps = ids.slice(1).map((id, i) => id - (ids[i] as number));
    expect(steps.filter((s) => s === 1)).toEqual([]);
    // Spread over the range, not bunched at its start as a sequence's would be (a uniform draw: ~250 of 500).
    expect(ids.filter((id) => id > MAX_ROW_ID / 2).length).toBeGreaterThan(150);
  });

  it('draws again for an id that a row already has, and for one drawn twice', async () => {
    expect(await reserveIds(db(), 'mail_outbox', 1, drawing([42, 43]))).toEqual([43]);
    expect(await reserveIds(db(), 'mail_outbox', 3, drawing([42, 7, 7, 8, 9]))).toEqual([7, 8, 9]);
    // Another table's ids are no obstacle.
    expect(await reserveIds(db(), 'comments', 1, drawing([42]))).toEqual([42]);
  });

  it('gives up, rather than loop, when every draw is taken', async () => {
    await expect(reserveIds(db(), 'mail_outbox', 1, () => 42)).rejects.toThrow(/no free ids/);
  });

  it('refuses a draw out of range', async () => {
    for (const bad of [0, -1, MAX_ROW_ID + 1, 1.5])
      await expect(reserveIds(db(), 'mail_outbox', 1, () => bad)).rejects.toThrow(/out of range/);
  });

  it('is the only way to an id: an insert without a drawn one is refused', async () => {
    const { id: _, ...withoutId } = mail(1);
    const insert = db()
      .insertInto('mail_outbox')
      .values(withoutId as ReturnType<typeof mail>);
    await expect(insert.execute()).rejects.toThrow(/null value in column "id"/);
  });

  it('migrates down to sequence ids past the random ones, and up again', async () => {
    const migrator = new Migrator({ db: db(), provider: migrationProvider({}) });
    const names = (await migrator.getMigrations()).map((m) => m.name);
    const [big] = await reserveIds(db(), 'mail_outbox', 1, drawing([2_000_000_000]));
    await db()
      .insertInto('mail_outbox')
      .values(mail(big as number))
      .execute();
    expect((await migrator.migrateTo(names[names.indexOf(THIS) - 1] as string)).error).toBeUndefined();
    const { rows } = await sql<{ id: number }>`insert into mail_outbox (to_address, subject, body_enc)
      values ('y@audit.example', '알림', '\\x01') returning id`.execute(db());
    expect(Number(rows[0]?.id)).toBe(2_000_000_001);
    expect(await migrateToLatest(db())).toContain(THIS);
  });
});
