import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonsApi, endpointUrl } from '@audit/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Run, run, testServerPort, waitFor } from './test-support/server-process.ts';

// The embedded database only: the PostgreSQL pass of the suite (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-main-'));
  const port = String(testServerPort());
  const env = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' };
  let server: Run | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
  });

  /** The CLI creating the first system admin, on the server's data directory. */
  const createAdminCli = () =>
    run('cli/create-admin.ts', { ...env, ADMIN_PASSWORD: 'Valid#Pass123' }, [
      '--login',
      'x.admin',
      '--name',
      'X',
      '--sysadmin',
    ]);

  // Steps run in order on the one data directory, one to three processes each (a process starts Node, TypeScript and
  // the embedded database: seconds, many more when the suite's other workers share the two cores).
  const STEP = 120_000;

  it(
    'serves the demo companies, prints how to create the first admin, and keeps its data directory private',
    async () => {
      // A DATA_DIR that others may read, as an operator might have made it: the server makes it private.
      fs.chmodSync(dataDir, 0o755);
      server = run('main.ts', env);
      await waitFor(() => server!.output().includes('사이버감사실: http://'), 60_000);
      expect(server.output()).toContain('npm run create-admin');
      expect(server.output()).toMatch(
        new RegExp(`http://127\\.0\\.0\\.1:${port}/adminsetup\\?token=[\\w-]{43}`),
      );
      const res = await fetch(`http://127.0.0.1:${port}${endpointUrl(commonsApi.companyTypes)}`).catch(
        (e: Error) => {
          throw new Error(`${e.message}\n${server?.output()}`);
        },
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(6);
      expect((fs.statSync(path.join(dataDir, 'master.key')).mode & 0o777).toString(8)).toBe('600');
      expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
      // No directory under it lets anyone else in; our own files are 0600 (the embedded database's files too:
      // insider-scenarios/file-modes.test.ts walks them).
      const entries = (fs.readdirSync(dataDir, { recursive: true }) as string[]).map((name) =>
        path.join(dataDir, name),
      );
      const openDirs = entries.filter(
        (e) => fs.statSync(e).isDirectory() && (fs.statSync(e).mode & 0o077) !== 0,
      );
      expect(openDirs).toEqual([]);
      expect((fs.statSync(path.join(dataDir, 'db.lock')).mode & 0o777).toString(8)).toBe('600');
    },
    STEP,
  );

  it(
    'refuses a second process and the CLI on the data directory while it runs',
    async () => {
      const second = run('main.ts', { ...env, PORT: String(Number(port) + 1) });
      expect(await second.exit, second.output()).toBe(1);
      expect(second.output()).toContain(`is in use by process ${server?.child.pid}`);

      const cli = createAdminCli();
      expect(await cli.exit, cli.output()).toBe(1);
      expect(cli.output()).toContain('in use by process');
    },
    STEP,
  );

  it(
    'stops cleanly, after which the CLI creates an admin, from its arguments or with the password on stdin',
    async () => {
      server?.child.kill('SIGTERM');
      expect(await server?.exit).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

      const cli = createAdminCli();
      expect(await cli.exit).toBe(0);
      expect(cli.output()).toContain("Created admin 'x.admin' in group '시스템관리자'");

      const viaStdin = run('cli/create-admin.ts', env, [
        '--login',
        'y.admin',
        '--name',
        'Y',
        '--group',
        '지주 감사팀',
      ]);
      viaStdin.child.stdin?.end('Other#Pass456\n');
      expect(await viaStdin.exit).toBe(0);
    },
    STEP,
  );

  it(
    'stops the start with one line on a bad variable',
    async () => {
      const bad = run('main.ts', { ...env, PORT: 'eighty' });
      expect(await bad.exit).toBe(1);
      expect(bad.output().trim()).toBe('Cannot start: Invalid PORT: must be a port number from 1 to 65535');
    },
    STEP,
  );
});
