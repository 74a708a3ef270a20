import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminApi } from '@audit/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordAccess } from '../../data/access-logs.repository.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Db } from '../../db/types.ts';
import { createEvidenceSeal } from '../../security/evidence-seal.ts';
import { call } from '../../test-support/api.ts';
import { adminSignin } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { verifyEvidence } from './verify-evidence.ts';

/** Runs `sql` on an evidence table with its guarding trigger set aside, as someone with database rights could. */
async function withoutTrigger(db: Db, table: string, trigger: string, change: () => Promise<unknown>) {
  await sql`alter table ${sql.table(table)} disable trigger ${sql.raw(trigger)}`.execute(db);
  try {
    await change();
  } finally {
    await sql`alter table ${sql.table(table)} enable trigger ${sql.raw(trigger)}`.execute(db);
  }
}

describe('evidence chain', () => {
  const s = withReportWorld();
  const verify = () => verifyEvidence(s.t.database.db, s.t.deps.cipher);

  /** Some of each kind of evidence, written by the application as it works. */
  async function work() {
    const { receiptNumber } = await reportAndSignIn(s.t.app, s.w.companies.logistics);
    const id = await postIdOf(s.t.database.db, receiptNumber);
    const headers = s.w.headOffice.headers;
    await call(s.t.app, adminApi.post, { params: { id }, headers });
    await call(s.t.app, adminApi.setStatus, {
      params: { id },
      query: { postStatus: 'IN_PROGRESS' },
      headers,
    });
    await call(s.t.app, adminApi.setStatus, { params: { id }, query: { postStatus: 'RECEIVED' }, headers });
    await adminSignin(s.t.app, s.w.headOffice.admin.loginId, 'wrong-password');
    await adminSignin(s.t.app, 'nobody.here', 'wrong-password');
    return id;
  }

  it('holds for every row the application writes, also written concurrently', async () => {
    await work();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordAccess(s.t.database.db, s.t.deps.cipher, {
          adminUserId: s.w.headOffice.admin.id,
          loginId: s.w.headOffice.admin.loginId,
          ip: '10.0.0.1',
          action: 'VIEW_REPORT',
          postId: i + 1,
          now: new Date(),
        }),
      ),
    );
    const reports = await verify();
    expect(reports.map((r) => r.broken)).toEqual([null, null, null]);
    for (const r of reports) expect(r.rows).toBeGreaterThan(1);
    // Another key does not verify: the hash is keyed, not a plain digest anyone could recompute.
    const other = await verifyEvidence(s.t.database.db, createEvidenceSeal(randomBytes(32)));
    expect(other.every((r) => r.broken?.reason === 'changed')).toBe(true);
  });

  it('shows a row edited with the triggers disabled, and a row deleted from the middle', async () => {
    const id = await work();
    const db = s.t.database.db;
    const edited = await db
      .selectFrom('audit_trail')
      .select('id')
      .where('entity_id', '=', String(id))
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    await withoutTrigger(db, 'audit_trail', 'audit_trail_keep', () =>
      db
        .updateTable('audit_trail')
        .set({ after: JSON.stringify({ status: 'COMPLETED' }) })
        .where('id', '=', edited.id)
        .execute(),
    );
    const logins = await db.selectFrom('login_logs').select('id').orderBy('id').execute();
    const middle = logins[Math.floor(logins.length / 2)]!.id;
    await withoutTrigger(db, 'login_logs', 'login_logs_keep', () =>
      db.deleteFrom('login_logs').where('id', '=', middle).execute(),
    );
    const byTable = Object.fromEntries((await verify()).map((r) => [r.table, r.broken]));
    expect(byTable.audit_trail).toMatchObject({ id: edited.id, reason: 'changed' });
    expect(byTable.login_logs?.reason).toBe('row missing before it');
    expect(byTable.login_logs?.id).toBeGreaterThan(middle);
    expect(byTable.personal_data_access_logs).toBeNull();
  });
});

describe('npm run verify-evidence', () => {
  const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli/verify-evidence.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-evidence-'));
  const key = randomBytes(32);
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, APP_MASTER_KEY: key.toString('base64') };
  const open = () => connectDatabase({ kind: 'pglite', dataDir });
  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', cli], { env, encoding: 'utf8' });
  // Two steps on one data directory, each a child process that loads the server's code through tsx (and a migration
  // or a change in the database): seconds each, well past the default 30 s once on a loaded 2-core machine.
  const STEP = 120_000;

  it(
    'chains rows written before the chain existed, then exits 0 while the chains hold',
    async () => {
      const handle = await open();
      await migrateToLatest(handle.db, { masterKey: key }, '20261125T0100-row-bound-ciphertexts');
      // biome-ignore lint/suspicious/noExplicitAny: rows as the schema before the chain had them.
      const old = handle.db as any;
      await old
        .insertInto('login_logs')
        .values({ login_id: 'a.admin', ip: '10.0.0.1', success: true })
        .execute();
      await old
        .insertInto('audit_trail')
        .values({ action: 'CREATE', entity: 'group', after: '{"name":"감사팀"}' })
        .execute();
      await migrateToLatest(handle.db, { masterKey: key });
      await handle.close();

      const intact = run();
      expect(intact.stdout).toContain('audit_trail: 1 rows (length 1), chain intact');
      expect(intact.stdout).toContain('login_logs: 1 rows (length 1), chain intact');
      expect(intact.status).toBe(0);
    },
    STEP,
  );

  it(
    'exits 1 once a chain is broken',
    async () => {
      const handle = await open();
      await withoutTrigger(handle.db, 'login_logs', 'login_logs_keep', () =>
        handle.db.updateTable('login_logs').set({ success: false }).execute(),
      );
      await handle.close();
      const broken = run();
      expect(broken.stdout).toMatch(/login_logs: BROKEN at index 1 \(id \d+\): a row was changed/);
      expect(broken.status).toBe(1);
    },
    STEP,
  );
});
