import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { reportForm } from '../test-support/reports.ts';
import { type Run, run, testServerPort, waitFor } from '../test-support/server-process.ts';
import { createScratchDatabase } from '../test-support/test-database.ts';

// npm run backup, rotate-key and restore as an operator runs them: real processes, while the site runs.

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);

type Site = { base: string; server: Run };

async function startServer(env: Record<string, string>): Promise<Site> {
  const port = String(testServerPort());
  const server = run('main.ts', { HOST: '127.0.0.1', PORT: port, ...env });
  await waitFor(
    () => server.output().includes('사이버감사실: http://') || server.child.exitCode !== null,
    90_000,
  );
  if (server.child.exitCode !== null) throw new Error(server.output());
  return { base: `http://127.0.0.1:${port}`, server };
}

async function stop(site: Site | undefined): Promise<void> {
  if (!site || site.server.child.exitCode !== null) return;
  site.server.child.kill('SIGTERM');
  await site.server.exit;
}

/** Files a report with an attachment on the first company; answers its receipt number and password. */
async function fileReport(site: Site): Promise<{ receipt: string; password: string }> {
  const companies = (await (await fetch(site.base + endpointUrl(commonsApi.companyTypes))).json()) as {
    code: string;
  }[];
  const password = 'proc1ess!';
  const form = reportForm(companies[0]?.code ?? '', { password, title: '운영 명령 시험 제보' }, [
    { name: '증빙.pdf', data: PDF },
  ]);
  const res = await fetch(site.base + endpointUrl(reporterApi.submit), { method: 'POST', body: form });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return { receipt: ((await res.json()) as { receiptNumber: string }).receiptNumber, password };
}

/** Signs in as the reporter and reads the report's title and attachment back. */
async function readReport(site: Site, r: { receipt: string; password: string }) {
  const signin = await fetch(site.base + endpointUrl(reporterApi.signin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginId: r.receipt,
      password: r.password,
      timestamp: Math.floor(Date.now() / 1000),
    }),
  });
  expect(signin.status, await signin.clone().text()).toBe(200);
  const authorization = `Bearer ${((await signin.json()) as { token: string }).token}`;
  const mine = (await (
    await fetch(site.base + endpointUrl(reporterApi.myPost), { headers: { authorization } })
  ).json()) as {
    title: string;
    attachFiles: { id: number }[];
  };
  const file = await fetch(
    `${site.base + endpointUrl(reporterApi.attachment)}?id=${mine.attachFiles[0]?.id}`,
    {
      headers: { authorization },
    },
  );
  return { title: mine.title, file: Buffer.from(await file.arrayBuffer()) };
}

const command = async (script: string, env: Record<string, string>, args: string[] = []) => {
  const cli = run(script, env, args);
  const code = await cli.exit;
  return { code, output: cli.output() };
};

// Each journey is a row of tests run in order, one or two processes each: every step gets its own time limit, far
// above what it takes on a loaded machine (the whole journey in one test once took 190 s of its 300).
const STEP = 120_000;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'operations commands on the embedded database',
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-ops-'));
    const env = { DATA_DIR: path.join(dir, 'site') };
    const sites: Site[] = [];
    afterAll(async () => {
      for (const s of sites) await stop(s);
    });
    let site: Site;
    let report: { receipt: string; password: string };
    let before: Awaited<ReturnType<typeof readReport>>;
    let oldKey: string;
    const backupFile = path.join(dir, 'site.backup');
    const restoreEnv = () => ({ DATA_DIR: path.join(dir, 'restored'), APP_MASTER_KEY: oldKey });

    it(
      'starts on a new data directory and keeps a report with its file',
      async () => {
        site = await startServer(env);
        sites.push(site);
        report = await fileReport(site);
        before = await readReport(site, report);
        expect(before.file.equals(PDF)).toBe(true);
        oldKey = fs.readFileSync(path.join(env.DATA_DIR, 'master.key'), 'utf8').trim();
      },
      STEP,
    );

    it(
      'backs up while the server runs, into a file only the owner reads, never over an existing one',
      async () => {
        const backup = await command('cli/backup.ts', env, [backupFile]);
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toMatch(/Backup written to .*site\.backup .*: 1 reports, 1 attachments/);
        expect((fs.statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
        expect((await command('cli/backup.ts', env, [backupFile])).code).toBe(2);
      },
      STEP,
    );

    it(
      'rotates the key while the server runs, which reads the report under the new key',
      async () => {
        const rotation = await command('cli/rotate-key.ts', env);
        expect(rotation.code, rotation.output).toBe(0);
        expect(rotation.output).toContain('Key rotation finished');
        const newKey = fs.readFileSync(path.join(env.DATA_DIR, 'master.key'), 'utf8').trim();
        expect(newKey).not.toBe(oldKey);
        expect(fs.readdirSync(env.DATA_DIR).some((f) => f.startsWith('master.key.retired-'))).toBe(true);
        // The site served on through the rotation, and reads the report under the new key.
        expect(await readReport(site, report)).toEqual(before);
        await stop(site);
      },
      STEP,
    );

    it(
      'restores the backup made before the rotation into a new data directory, with the old key',
      async () => {
        const restore = await command('cli/restore.ts', restoreEnv(), [backupFile]);
        expect(restore.code, restore.output).toBe(0);
        expect(restore.output).toContain('1 reports, 1 attachments');
        const restored = await startServer(restoreEnv());
        sites.push(restored);
        expect(await readReport(restored, report)).toEqual(before);
        await stop(restored);
      },
      STEP,
    );

    it(
      'refuses a second restore into the same database: it is no longer empty',
      async () => {
        const again = await command('cli/restore.ts', restoreEnv(), [backupFile]);
        expect(again.code).toBe(1);
        expect(again.output).toContain('not empty');
      },
      STEP,
    );
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('operations commands on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-ops-pg-'));
  const drops: (() => Promise<void>)[] = [];
  const sites: Site[] = [];
  afterAll(async () => {
    for (const s of sites) await stop(s);
    for (const d of drops) await d();
  });
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');
  const backupFile = path.join(dir, 'pg.backup');
  const passphrase = 'a passphrase for the backups';
  let env: Record<string, string>;
  let site: Site;
  let report: { receipt: string; password: string };
  let before: Awaited<ReturnType<typeof readReport>>;

  it(
    'starts on PostgreSQL and keeps a report with its file',
    async () => {
      const source = await createScratchDatabase(url);
      drops.push(source.drop);
      env = { DATA_DIR: path.join(dir, 'a'), DATABASE_URL: source.url, APP_MASTER_KEY: oldKey };
      site = await startServer(env);
      sites.push(site);
      report = await fileReport(site);
      before = await readReport(site, report);
    },
    STEP,
  );

  it(
    'backs up with a passphrase while the server runs',
    async () => {
      const backup = await command('cli/backup.ts', { ...env, BACKUP_PASSPHRASE: passphrase }, [backupFile]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('encrypted with BACKUP_PASSPHRASE');
    },
    STEP,
  );

  it(
    'rotates the key while the server runs, asking for the new key first; the server learns it',
    async () => {
      expect((await command('cli/rotate-key.ts', env)).output).toContain('NEW_APP_MASTER_KEY');
      const rotation = await command('cli/rotate-key.ts', { ...env, NEW_APP_MASTER_KEY: newKey });
      expect(rotation.code, rotation.output).toBe(0);
      expect(rotation.output).toContain('Set APP_MASTER_KEY to the new key');
      // The running server learned the new key and kept serving.
      expect(await readReport(site, report)).toEqual(before);
      await stop(site);
    },
    STEP,
  );

  it(
    'refuses a restart with the old key, and serves the report with the new one',
    async () => {
      const stale = run('main.ts', { ...env, PORT: '1' });
      expect(await stale.exit).toBe(1);
      expect(stale.output()).toContain('retired');
      const renewed = await startServer({ ...env, APP_MASTER_KEY: newKey });
      sites.push(renewed);
      expect(await readReport(renewed, report)).toEqual(before);
    },
    STEP,
  );

  it(
    'restores the backup under another key with its passphrase, not with a wrong one',
    async () => {
      const target = await createScratchDatabase(url);
      drops.push(target.drop);
      const otherEnv = {
        DATA_DIR: path.join(dir, 'b'),
        DATABASE_URL: target.url,
        APP_MASTER_KEY: randomBytes(32).toString('base64'),
      };
      const wrong = await command(
        'cli/restore.ts',
        { ...otherEnv, BACKUP_PASSPHRASE: 'not the passphrase!' },
        [backupFile],
      );
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain('BACKUP_PASSPHRASE is not the passphrase');
      const restore = await command('cli/restore.ts', { ...otherEnv, BACKUP_PASSPHRASE: passphrase }, [
        backupFile,
      ]);
      expect(restore.code, restore.output).toBe(0);
      const restored = await startServer(otherEnv);
      sites.push(restored);
      expect(await readReport(restored, report)).toEqual(before);
    },
    STEP,
  );
});
