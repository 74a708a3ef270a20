import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import type { Db } from '../../db/types.ts';
import { createCipher } from '../../security/crypto.ts';
import { type FilledSite, fillSite, siteView } from '../../test-support/filled-site.ts';
import { makeReport } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createScratchDatabase, openEmptyTestDatabase } from '../../test-support/test-database.ts';
import { verifyEvidence } from '../evidence/verify-evidence.ts';
import { BackupFileError, type BackupKeySource } from './backup-file.ts';
import { writeBackup } from './backup-streams.ts';
import { BACKED_UP_TABLES, CHAINED_TABLES, encryptedColumnsOf, NOT_BACKED_UP } from './backup-tables.ts';
import { restoreBackup } from './restore-backup.ts';
import { RestoreError } from './restore-database.ts';

const PASSPHRASE = { kind: 'passphrase', passphrase: '백업 암호문 correct horse battery' } as const;

async function backupOf(t: TestApp, key: BackupKeySource): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeBackup(out, t.database.db, t.deps.cipher, t.database.kind, key, new Date());
  return Buffer.concat(chunks);
}

async function publicTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** Every backed-up row as stored, but for the encrypted values (they differ by IV and key) and, unless asked, the seals. */
async function storedRows(db: Db, options: { seals: boolean }): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of BACKED_UP_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const skip = new Set([
      ...Object.keys(encryptedColumnsOf(table)?.columns ?? {}),
      // Under another key the seals, the keyword index, the grants' MACs and the receipt hashes differ, as they must.
      ...(options.seals ? [] : ['prev_hash', 'chain_hash', 'search_terms', 'access_mac', 'receipt_hash']),
    ]);
    out[table] = rows
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !skip.has(k))))
      .filter((r) => r.action !== 'RESTORE')
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

/** A PGlite site (whatever engine the suite runs on), for the moves between engines. */
async function pgliteApp(masterKey: Buffer): Promise<TestApp> {
  const database = await connectDatabase({ kind: 'pglite-memory' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: false });
  return buildTestApp({}, { database, masterKey });
}

describe('backup and restore', () => {
  const masterKey = randomBytes(32);
  let source: TestApp;
  let site: FilledSite;
  const opened: { close(): Promise<void> }[] = [];
  const emptyTarget = async () => {
    const handle = await openEmptyTestDatabase();
    opened.push(handle);
    return handle;
  };
  beforeAll(async () => {
    source = await buildTestApp({}, { masterKey });
    site = await fillSite(source);
  }, 120_000);
  afterAll(async () => {
    for (const h of opened.reverse()) await h.close().catch(() => {});
    await source?.close();
  });

  it('knows for every table whether it is backed up', async () => {
    const known = new Set([...BACKED_UP_TABLES, ...Object.keys(NOT_BACKED_UP)]);
    const tables = (await publicTables(source.database.db)).filter((t) => !t.startsWith('kysely_'));
    expect(tables.filter((t) => !known.has(t as never))).toEqual([]);
  });

  it('restores every report, comment, attachment byte and evidence chain under the same master key', async () => {
    const file = await backupOf(source, { kind: 'master', key: masterKey });
    const target = await emptyTarget();
    const summary = await restoreBackup(
      target.db,
      createCipher(masterKey),
      () => Readable.from([file]),
      { kind: 'master', key: masterKey },
      new Date(),
    );
    expect(summary.counts.posts).toBe(site.reports.length);
    // The reports' three, and three files of comments (issue 31).
    expect(summary.counts.attachments).toBe(6);
    expect(summary.counts.report_notes).toBe(site.reports.length);
    expect(summary.counts.report_assignees).toBe(site.reports.length);
    expect(summary.counts.report_exclusions).toBe(1);
    expect(summary.chains.every((c) => c.broken === null && c.rows > 0)).toBe(true);
    // Under the same key the chains are sealed exactly as they were.
    expect(await storedRows(target.db, { seals: true })).toEqual(
      await storedRows(source.database.db, { seals: true }),
    );
    const restored = await buildTestApp({}, { database: target, masterKey });
    opened.push(restored);
    expect((await verifyEvidence(target.db, restored.deps.cipher)).map((r) => r.broken)).toEqual([
      null,
      null,
      null,
    ]);
    const before = await siteView(source.app, site);
    // The photo's cleaned copy (issue 13) is among what must come back: its download differs from the original's.
    expect(JSON.stringify(before)).toContain('"cleaning":"CLEANED"');
    expect(await siteView(restored.app, site)).toEqual(before);
  }, 120_000);

  it('restores with a passphrase where the master key is not, sealing the chains under the new key', async () => {
    const file = await backupOf(source, PASSPHRASE);
    expect(file.includes(Buffer.from('제보 1'))).toBe(false);
    const otherKey = randomBytes(32);
    const target = await emptyTarget();
    await restoreBackup(
      target.db,
      createCipher(otherKey),
      () => Readable.from([file]),
      PASSPHRASE,
      new Date(),
    );
    expect(await storedRows(target.db, { seals: false })).toEqual(
      await storedRows(source.database.db, { seals: false }),
    );
    const restored = await buildTestApp({}, { database: target, masterKey: otherKey });
    opened.push(restored);
    expect((await verifyEvidence(target.db, restored.deps.cipher)).map((r) => r.broken)).toEqual([
      null,
      null,
      null,
    ]);
    expect(await siteView(restored.app, site)).toEqual(await siteView(source.app, site));
  }, 120_000);

  it('moves a site from the embedded database to PostgreSQL and back', async (ctx) => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return ctx.skip();
    const embedded = await pgliteApp(masterKey);
    opened.push(embedded);
    const embeddedSite = await fillSite(embedded, 3);
    const file = await backupOf(embedded, PASSPHRASE);
    const scratch = await createScratchDatabase(url);
    const postgres = await connectDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 4 });
    opened.push({ close: async () => scratch.drop() });
    await restoreBackup(
      postgres.db,
      createCipher(masterKey),
      () => Readable.from([file]),
      PASSPHRASE,
      new Date(),
    );
    const moved = await buildTestApp({}, { database: postgres, masterKey });
    opened.push(moved);
    expect(await siteView(moved.app, embeddedSite)).toEqual(await siteView(embedded.app, embeddedSite));

    const back = await backupOf(moved, { kind: 'master', key: masterKey });
    const again = await connectDatabase({ kind: 'pglite-memory' });
    await restoreBackup(
      again.db,
      createCipher(masterKey),
      () => Readable.from([back]),
      { kind: 'master', key: masterKey },
      new Date(),
    );
    const returned = await buildTestApp({}, { database: again, masterKey });
    opened.push(returned);
    expect(await siteView(returned.app, embeddedSite)).toEqual(await siteView(moved.app, embeddedSite));
    expect((await verifyEvidence(again.db, returned.deps.cipher)).map((r) => r.broken)).toEqual([
      null,
      null,
      null,
    ]);
  }, 180_000);

  it('refuses a changed, cut-off or extended file, a wrong passphrase or key, and restores nothing', async () => {
    const file = await backupOf(source, PASSPHRASE);
    const flipped = (at: number) => {
      const copy = Buffer.from(file);
      copy[at] = (copy[at] ?? 0) ^ 0x01;
      return copy;
    };
    const cases: [string, Buffer, BackupKeySource, RegExp][] = [
      [
        'a byte of the header',
        flipped(40),
        PASSPHRASE,
        /changed or is damaged|not the passphrase|not a backup/,
      ],
      ['a byte in the middle', flipped(Math.floor(file.length / 2)), PASSPHRASE, /changed or is damaged/],
      ['the last byte', flipped(file.length - 1), PASSPHRASE, /changed or is damaged/],
      [
        'cut in half',
        file.subarray(0, Math.floor(file.length / 2)),
        PASSPHRASE,
        /incomplete|changed or is damaged/,
      ],
      ['one byte short', file.subarray(0, file.length - 1), PASSPHRASE, /incomplete|changed or is damaged/],
      ['a byte added', Buffer.concat([file, Buffer.of(0)]), PASSPHRASE, /incomplete|changed or is damaged/],
      ['another file', Buffer.from('%PDF-1.7 not a backup'), PASSPHRASE, /not a backup/],
      [
        'a wrong passphrase',
        file,
        { kind: 'passphrase', passphrase: 'wrong passphrase!!' },
        /BACKUP_PASSPHRASE is not/,
      ],
      ['a master key instead', file, { kind: 'master', key: masterKey }, /passphrase/],
    ];
    // One target for every attempt: none may leave anything in it, not even the schema.
    const target = await emptyTarget();
    for (const [what, bytes, key, message] of cases) {
      const attempt = restoreBackup(
        target.db,
        createCipher(masterKey),
        () => Readable.from([bytes]),
        key,
        new Date(),
      );
      await expect(attempt, what).rejects.toThrow(BackupFileError);
      await expect(attempt, what).rejects.toThrow(message);
      expect(await publicTables(target.db), what).toEqual([]);
    }
    const masterFile = await backupOf(source, { kind: 'master', key: masterKey });
    await expect(
      restoreBackup(
        target.db,
        createCipher(masterKey),
        () => Readable.from([masterFile]),
        { kind: 'master', key: randomBytes(32) },
        new Date(),
      ),
    ).rejects.toThrow(/key id/);
  }, 120_000);

  it('refuses a database that already holds a site', async () => {
    const file = await backupOf(source, { kind: 'master', key: masterKey });
    await expect(
      restoreBackup(
        source.database.db,
        source.deps.cipher,
        () => Readable.from([file]),
        { kind: 'master', key: masterKey },
        new Date(),
      ),
    ).rejects.toThrow(RestoreError);
  });

  it('takes a consistent snapshot while reports and comments keep arriving', async () => {
    const company = await source.database.db
      .selectFrom('company_types')
      .select(['id', 'code', 'title'])
      .executeTakeFirstOrThrow();
    let filing = true;
    const filed = (async () => {
      let n = 0;
      while (filing && n < 40) {
        await makeReport(
          source.app,
          company,
          { title: `동시 제보 ${n++}` },
          n % 3 === 0 ? [{ name: 'a.pdf', data: Buffer.from('%PDF-1.7 x') }] : [],
        );
      }
    })();
    const file = await backupOf(source, { kind: 'master', key: masterKey });
    filing = false;
    await filed;
    const target = await emptyTarget();
    const summary = await restoreBackup(
      target.db,
      createCipher(masterKey),
      () => Readable.from([file]),
      { kind: 'master', key: masterKey },
      new Date(),
    );
    // Every report came with its credentials, and no attachment or identity without its report (foreign keys).
    expect(summary.counts.reporter_credentials).toBe(summary.counts.posts);
    expect(summary.counts.posts).toBeGreaterThanOrEqual(site.reports.length);
    for (const t of CHAINED_TABLES) expect(summary.counts[t]).toBeGreaterThan(0);
  }, 120_000);
});
