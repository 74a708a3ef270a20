import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { auditedChange } from '../data/audited-change.ts';
import type { Db } from '../db/types.ts';
import { type BackupHeader, createBackupEncryptor } from '../features/backup/backup-file.ts';
import { readBackupRecords, writeBackup } from '../features/backup/backup-streams.ts';
import type { BackupRecord } from '../features/backup/dump-database.ts';
import { restoreBackup } from '../features/backup/restore-backup.ts';
import { RestoreError } from '../features/backup/restore-database.ts';
import { verifyEvidence } from '../features/evidence/verify-evidence.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { openEmptyTestDatabase } from '../test-support/test-database.ts';

// Issue 30, hole 5: whoever runs the database (a superuser, or anyone who can disable the tables' triggers) must not
// be able to erase evidence unnoticed: not with TRUNCATE, not by deleting a chain's oldest rows, its newest rows or
// all of them, and not by handing a restore a backup that was cut. And (hole 4) the audit trail's ids, which admins
// see, must not reveal the rows hidden from them.

const PASSPHRASE = {
  kind: 'passphrase',
  passphrase: '백업 암호문 for the erased-evidence scenario',
} as const;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function site(): Promise<TestApp> {
  const t = await buildTestApp();
  apps.push(t);
  return t;
}

/** `n` audited changes, a second apart (so that their order is also their time order). */
async function auditRows(t: TestApp, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    t.clock.advance(1000);
    await auditedChange(t.deps, { adminUserId: null, loginId: 'system:test', ip: null }, ({ audit }) =>
      audit('UPDATE', 'settings', null, { step: i }, { step: i + 1 }),
    );
  }
}

/** The evidence chains' heads anchored outside the database, as the server's periodic job does. */
async function anchorNow(t: TestApp): Promise<void> {
  const { anchorEvidenceJob } = await import('../features/evidence/anchor-evidence-job.ts');
  await anchorEvidenceJob({ info() {}, error() {} }).run(t.deps, new AbortController().signal);
}

/** verify-evidence as the command runs it: the chains against the anchor file. */
async function verifyAgainstAnchors(t: TestApp) {
  const { readAnchorFile } = await import('../features/evidence/chain-anchors.ts');
  const anchors = readAnchorFile(t.config.evidenceAnchorFile);
  expect(anchors.size).toBe(3);
  const verify = verifyEvidence as (...args: unknown[]) => ReturnType<typeof verifyEvidence>;
  return verify(t.database.db, t.deps.cipher.evidenceSeals(), { anchors, keyId: t.deps.cipher.keyId });
}

/** Deletes rows past the tables' triggers, as a superuser can. */
async function deleteAsSuperuser(db: Db, which: 'oldest' | 'newest' | 'all', n = 2): Promise<void> {
  const order = which === 'newest' ? sql`created_at desc` : sql`created_at`;
  await sql`alter table audit_trail disable trigger audit_trail_keep`.execute(db);
  await sql`delete from audit_trail where id in (select id from audit_trail order by ${order}
    ${which === 'all' ? sql`` : sql`limit ${n}`})`.execute(db);
  await sql`alter table audit_trail enable trigger audit_trail_keep`.execute(db);
}

const auditChain = async (t: TestApp) =>
  (await verifyAgainstAnchors(t)).find((c) => c.table === 'audit_trail');

describe('an insider erasing evidence', () => {
  it('cannot TRUNCATE the evidence tables', async () => {
    const t = await site();
    await auditRows(t, 2);
    await expect(sql`truncate audit_trail, personal_data_access_logs`.execute(t.database.db)).rejects.toThrow(
      /cannot be truncated/,
    );
    await expect(sql`truncate login_logs`.execute(t.database.db)).rejects.toThrow(/cannot be truncated/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_trail`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('is caught deleting the oldest rows, even when new rows follow', async () => {
    const t = await site();
    await auditRows(t, 5);
    await deleteAsSuperuser(t.database.db, 'oldest');
    await auditRows(t, 2);
    // No anchor is needed: a chain must start at its genesis (or where a retention purge sealed its start).
    const plain = (await verifyEvidence(t.database.db, t.deps.cipher)).find((c) => c.table === 'audit_trail');
    expect(plain?.broken?.reason).toBe('oldest rows missing');
    // An anchor taken after the deletion does not make the chain whole again.
    await anchorNow(t);
    expect((await auditChain(t))?.broken?.reason).toBe('oldest rows missing');
  });

  it('is caught deleting the newest rows', async () => {
    const t = await site();
    await auditRows(t, 5);
    await anchorNow(t);
    await deleteAsSuperuser(t.database.db, 'newest');
    expect((await auditChain(t))?.broken?.reason).toBe('shorter than its anchor');
  });

  it('is caught deleting every row of a chain', async () => {
    const t = await site();
    await auditRows(t, 5);
    await anchorNow(t);
    await deleteAsSuperuser(t.database.db, 'all');
    expect((await auditChain(t))?.broken?.reason).toBe('shorter than its anchor');
  });

  it('cannot restore a backup whose chain was cut: the restore refuses it before sealing it again', async () => {
    const t = await site();
    await auditRows(t, 5);
    const file = await backupOf(t);
    for (const cut of ['oldest', 'newest'] as const) {
      const tampered = await rewriteBackup(file, (records) => dropAuditRows(records, cut));
      const target = await openEmptyTestDatabase();
      try {
        await expect(
          restoreBackup(target.db, t.deps.cipher, () => Readable.from([tampered]), PASSPHRASE, new Date()),
        ).rejects.toThrow(RestoreError);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_schema = current_schema()`.execute(target.db);
        expect(rows[0]?.n, `${cut}: nothing written`).toBe(0);
      } finally {
        await target.close();
      }
    }
  });
});

describe('audit ids an admin sees', () => {
  it('do not follow one another, so a gap tells nothing of the rows hidden from the admin', async () => {
    const t = await site();
    await auditRows(t, 4);
    const { rows } = await sql<{ id: number }>`select id from audit_trail order by created_at`.execute(
      t.database.db,
    );
    const ids = rows.map((r) => Number(r.id));
    expect(ids).toHaveLength(4);
    const steps = ids.slice(1).map((id, i) => id - (ids[i] as number));
    expect(steps.filter((s) => s === 1)).toEqual([]);
  });
});

async function backupOf(t: TestApp): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeBackup(out, t.database.db, t.deps.cipher, t.database.kind, PASSPHRASE, new Date());
  return Buffer.concat(chunks);
}

/** What a holder of the backup passphrase can do: decrypt, edit the records, encrypt again under the same header. */
async function rewriteBackup(file: Buffer, edit: (r: BackupRecord[]) => BackupRecord[]): Promise<Buffer> {
  let header: BackupHeader | undefined;
  const records: BackupRecord[] = [];
  for await (const r of readBackupRecords(Readable.from([file]), PASSPHRASE, (h) => {
    header = h;
  }))
    records.push(r);
  const make = createBackupEncryptor as (...args: unknown[]) => ReturnType<typeof createBackupEncryptor>;
  const encrypt = await make(PASSPHRASE, new Date(String(header?.createdAt)), header?.anchors);
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  encrypt.on('data', (c: Buffer) => chunks.push(c));
  gzip.pipe(encrypt);
  for (const r of edit(records)) gzip.write(`${JSON.stringify(r)}\n`);
  gzip.end();
  await once(encrypt, 'end');
  return Buffer.concat(chunks);
}

/** Drops two of the audit trail's rows (oldest or newest, in the backup's order) and fixes the counts to match. */
function dropAuditRows(records: BackupRecord[], which: 'oldest' | 'newest'): BackupRecord[] {
  const start = records.findIndex((r) => r.t === 'table' && r.name === 'audit_trail');
  let end = start + 1;
  while (records[end]?.t === 'row') end++;
  const drop = which === 'oldest' ? [start + 1, start + 2] : [end - 2, end - 1];
  return records
    .filter((_, i) => !drop.includes(i))
    .map((r) =>
      r.t === 'end' ? { ...r, counts: { ...r.counts, audit_trail: (r.counts.audit_trail ?? 0) - 2 } } : r,
    );
}
