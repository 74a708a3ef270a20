import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { findLatestRotation, findRunningRotation } from '../../data/key-rotations.repository.ts';
import { countRows, rowsNotUnderKey } from '../../db/table-rows.ts';
import { ENCRYPTED_TABLES } from '../../security/cipher-bindings.ts';
import { createCipher, masterKeyId } from '../../security/crypto.ts';
import { loadMasterKey, replaceKeyFile } from '../../security/master-key-file.ts';
import { type FilledSite, fillSite, siteView } from '../../test-support/filled-site.ts';
import { makeReport } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type FilledDatabase, filledDatabase } from '../../test-support/test-database.ts';
import { verifyEvidence } from '../evidence/verify-evidence.ts';
import { RotationError, rotateMasterKey } from './rotate-key.ts';
import { checkKeyFitsData, KeyMismatchError, startKeyWatch } from './rotation-keys.ts';
import type { RotationEvent } from './rotation-progress.ts';

/** A site's view without what reading it changes (the reporter's sign-in count and time). */
const stable = (view: unknown[]) =>
  JSON.parse(JSON.stringify(view), (k, v) =>
    k === 'lastLoginDate' || k === 'loginSuccessCount' ? undefined : v,
  );

async function valuesNotUnder(t: TestApp, keyId: string): Promise<number> {
  let n = 0;
  for (const table of ENCRYPTED_TABLES)
    for (const column of Object.keys(table.columns))
      n += (await rowsNotUnderKey(t.database.db, table.table, table.ids, column, keyId)).length;
  return n;
}

describe('master key rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let t: TestApp;
  let site: FilledSite;
  const cleanups: (() => Promise<void> | void)[] = [];
  // Every test rotates (or breaks) what it is given: each starts on its own copy of one site filled once for the file.
  let filled: FilledDatabase<FilledSite>;
  beforeAll(async () => {
    filled = await filledDatabase(async (database) => {
      const filling = await buildTestApp({}, { database, masterKey: oldKey });
      try {
        return await fillSite(filling, 4);
      } finally {
        await filling.close();
      }
    });
  });
  afterAll(() => filled?.close());
  beforeEach(async () => {
    t = await buildTestApp({}, { database: await filled.copy(), masterKey: oldKey });
    site = filled.value;
  });
  const watchErrors: unknown[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
    expect(watchErrors.splice(0)).toEqual([]);
    await t.close();
  });

  /** A second instance on the same database, with its own key ring learning rotations every 50 ms. */
  async function secondInstance(key: Buffer) {
    const cipher = createCipher(key);
    const app = await buildApp({ ...t.deps, cipher });
    const stop = startKeyWatch(t.database.db, cipher, 50, (err) => watchErrors.push(err));
    cleanups.push(stop, () => app.close());
    return { app, cipher };
  }

  it('re-encrypts every value while the site keeps serving, then retires the old key everywhere', async () => {
    const before = stable(await siteView(t.app, site));
    // Internal notes are among the values (their table is in ENCRYPTED_TABLES), read back after the rotation.
    expect(JSON.stringify(before)).toContain('내부 메모 0 (수정)');
    // So is the photo's cleaned copy (issue 13, attachments.clean_data_enc).
    expect(JSON.stringify(before)).toContain('"cleaning":"CLEANED"');
    expect(await countRows(t.database.db, 'report_notes')).toBe(site.reports.length);
    const other = await secondInstance(oldKey);
    const company = await t.database.db
      .selectFrom('company_types')
      .select(['id', 'code', 'title'])
      .executeTakeFirstOrThrow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-rotate-'));
    fs.writeFileSync(path.join(dir, 'master.key'), `${oldKey.toString('base64')}\n`, { mode: 0o600 });

    const events: RotationEvent[] = [];
    let rotating = true;
    const traffic = (async () => {
      // Reports keep arriving through the other instance, and the site keeps being read, during the whole rotation.
      const filed: string[] = [];
      while (rotating) {
        filed.push(
          await makeReport(other.app, company, { title: `교체 중 제보 ${filed.length}` }, [
            { name: 'a.pdf', data: Buffer.from('%PDF-1.7 during') },
          ]),
        );
        expect(stable(await siteView(other.app, site))).toEqual(before);
      }
      return filed;
    })();
    const summary = await rotateMasterKey(t.database.db, createCipher(oldKey), {
      newKey,
      now: () => new Date(),
      settleMs: 400,
      onProgress: (e) => events.push(e),
      persistNewKey: (keys) => {
        replaceKeyFile(dir, keys.newKey, keys.oldKey);
      },
    });
    rotating = false;
    const filedDuring = await traffic;
    expect(filedDuring.length).toBeGreaterThan(0);

    expect(summary).toMatchObject({
      oldKeyId: masterKeyId(oldKey),
      newKeyId: masterKeyId(newKey),
      brokenChains: [],
    });
    expect(summary.values).toBeGreaterThan(10);
    expect(summary.evidenceRows).toBeGreaterThan(10);
    expect(events.map((e) => e.phase)).toEqual(
      expect.arrayContaining(['started', 'values', 'waiting', 'evidence', 'finished']),
    );
    expect(await valuesNotUnder(t, masterKeyId(newKey))).toBe(0);
    // The key file now holds the new key; the old one is kept apart for older backups.
    expect(loadMasterKey(undefined, dir).equals(newKey)).toBe(true);
    expect(fs.readFileSync(path.join(dir, `master.key.retired-${masterKeyId(oldKey)}`), 'utf8').trim()).toBe(
      oldKey.toString('base64'),
    );

    // A site started with the new key alone reads everything, old and new; the chains hold under it.
    const fresh = await buildTestApp(
      {},
      { database: { ...t.database, close: async () => {} }, masterKey: newKey },
    );
    cleanups.push(() => fresh.close());
    await checkKeyFitsData(t.database.db, fresh.deps.cipher);
    expect(stable(await siteView(fresh.app, site))).toEqual(before);
    expect((await verifyEvidence(t.database.db, createCipher(newKey))).map((r) => r.broken)).toEqual([
      null,
      null,
      null,
    ]);
    // The running instance dropped the old key; a start with it is refused with the reason.
    await new Promise((r) => setTimeout(r, 200));
    expect(other.cipher.keyId).toBe(masterKeyId(newKey));
    expect(other.cipher.hasKey(masterKeyId(oldKey))).toBe(false);
    await expect(checkKeyFitsData(t.database.db, createCipher(oldKey))).rejects.toThrow(/retired/);
    const latest = await findLatestRotation(t.database.db);
    expect(latest).toMatchObject({ state: 'FINISHED', new_key_under_old: null, old_key_under_new: null });
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'after'])
      .where('action', '=', 'ROTATE_KEY')
      .execute();
    expect(audit).toHaveLength(1);
  }, 120_000);

  it('resumes an interrupted rotation, from an instance started with either key', async () => {
    const before = stable(await siteView(t.app, site));
    const stop = new AbortController();
    const first = rotateMasterKey(t.database.db, createCipher(oldKey), {
      newKey,
      now: () => new Date(),
      settleMs: 0,
      onProgress: (e) => {
        if (e.phase === 'values' && e.table === 'posts') stop.abort();
      },
      signal: stop.signal,
    });
    await expect(first).rejects.toThrow(RotationError);
    const running = await findRunningRotation(t.database.db);
    expect(running?.progress).toMatchObject({ values: { posts: expect.any(Number) } });
    // Half-way, some values are under each key; a site started with the old key, or with the new one, reads all.
    expect(await valuesNotUnder(t, masterKeyId(newKey))).toBeGreaterThan(0);
    expect(await valuesNotUnder(t, masterKeyId(oldKey))).toBeGreaterThan(0);
    for (const key of [oldKey, newKey]) {
      const app = await buildTestApp(
        {},
        { database: { ...t.database, close: async () => {} }, masterKey: key },
      );
      cleanups.push(() => app.close());
      await checkKeyFitsData(t.database.db, app.deps.cipher);
      expect(stable(await siteView(app.app, site))).toEqual(before);
    }
    // A second rotation cannot start meanwhile; the rotation resumes from the new key alone.
    await expect(
      rotateMasterKey(t.database.db, createCipher(oldKey), {
        newKey: randomBytes(32),
        now: () => new Date(),
      }),
    ).rejects.toThrow(/in progress/);
    const events: RotationEvent[] = [];
    await rotateMasterKey(t.database.db, createCipher(newKey), {
      now: () => new Date(),
      settleMs: 0,
      onProgress: (e) => events.push(e),
    });
    expect(events[0]?.phase).toBe('resumed');
    expect(await valuesNotUnder(t, masterKeyId(newKey))).toBe(0);
    expect((await verifyEvidence(t.database.db, createCipher(newKey))).map((r) => r.broken)).toEqual([
      null,
      null,
      null,
    ]);
  }, 120_000);

  it('refuses to rotate to the current key or without a new key', async () => {
    const rotate = (key?: Buffer) =>
      rotateMasterKey(t.database.db, createCipher(oldKey), {
        newKey: key,
        now: () => new Date(),
      });
    await expect(rotate(oldKey)).rejects.toThrow(/current key/);
    await expect(rotate()).rejects.toThrow(/no key rotation is in progress/);
    await expect(checkKeyFitsData(t.database.db, createCipher(randomBytes(32)))).rejects.toThrow(
      KeyMismatchError,
    );
  });

  it('keeps a chain that was broken before the rotation on record instead of hiding it', async () => {
    const db = t.database.db;
    await sql`alter table login_logs disable trigger login_logs_keep`.execute(db);
    await sql`update login_logs set success = not success where id = (select min(id) from login_logs)`.execute(
      db,
    );
    await sql`alter table login_logs enable trigger login_logs_keep`.execute(db);
    const summary = await rotateMasterKey(db, createCipher(oldKey), {
      newKey,
      now: () => new Date(),
      settleMs: 0,
    });
    expect(summary.brokenChains).toEqual([
      { table: 'login_logs', id: expect.any(Number), reason: 'changed' },
    ]);
    const row = await db
      .selectFrom('audit_trail')
      .select('after')
      .where('action', '=', 'ROTATE_KEY')
      .executeTakeFirstOrThrow();
    expect(row.after).toMatchObject({ brokenChains: [{ table: 'login_logs', reason: 'changed' }] });
  });
});
