import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseTarget } from './db/connect.ts';
import { REAL_NAME_FIELDS, VALID_PASSWORD } from './test-support/reports.ts';
import { type Run, run, testServerPort, waitFor } from './test-support/server-process.ts';
import { createScratchDatabase } from './test-support/test-database.ts';

// Nothing a reporter was given a receipt for is lost when the server dies: 200 reports sent at once (a third with
// a file), the process killed (SIGKILL) while they arrive, then started again. Every receipt signs in, its file
// is byte for byte what was sent, and no report exists without its credentials, identity or whole file.
// On the embedded database in the PGlite pass of the tests, on PostgreSQL in the PostgreSQL pass.

const REPORTS = 200;
const KILL_AFTER = 60;
const serverUrl = process.env.TEST_DATABASE_URL;

describe('a crash while reports arrive', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-crash-'));
  const servers: Run[] = [];
  let dropScratch = async () => {};
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exit));
    await dropScratch();
  });

  async function start(env: Record<string, string>) {
    const port = String(testServerPort());
    const server = run('main.ts', { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    servers.push(server);
    await waitFor(() => server.output().includes('사이버감사실: http://'), 60_000).catch(() => {
      throw new Error(`did not start:\n${server.output()}`);
    });
    return { server, base: `http://127.0.0.1:${port}` };
  }

  // Three steps, run in order: the reports and the kill, every receipt read back by a second process, the rows. Each
  // has its own limit, far above what it takes on a loaded machine (the three in one test once took 110 s of 240).
  const STEP = 120_000;
  let target: DatabaseTarget = { kind: 'pglite', dataDir };
  const env: Record<string, string> = {
    APP_MASTER_KEY: randomBytes(32).toString('base64'),
    REPORT_RATE_LIMIT: '10000',
    SIGNIN_RATE_LIMIT: '10000',
  };
  const files = new Map<number, Buffer>();
  const receipts = new Map<number, string>();

  it(
    'gives receipts while reports arrive until the process is killed',
    async () => {
      if (serverUrl) {
        const scratch = await createScratchDatabase(serverUrl);
        dropScratch = scratch.drop;
        env.DATABASE_URL = scratch.url;
        target = { kind: 'postgres', url: scratch.url };
      }
      const first = await start(env);
      const companies = (await (
        await fetch(`${first.base}${endpointUrl(commonsApi.companyTypes)}`)
      ).json()) as {
        code: string;
      }[];
      const sends = Array.from({ length: REPORTS }, async (_, i) => {
        const form = new FormData();
        const fields = {
          companyType: companies[0]?.code ?? '',
          ...REAL_NAME_FIELDS,
          title: `충돌 시험 ${i}`,
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        if (i % 3 === 0) {
          const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000 + i)]);
          files.set(i, file);
          form.append(
            'files',
            new Blob([new Uint8Array(file)], { type: 'application/pdf' }),
            `증빙-${i}.pdf`,
          );
        }
        try {
          const res = await fetch(`${first.base}${endpointUrl(reporterApi.submit)}`, {
            method: 'POST',
            body: form,
          });
          if (res.status === 200)
            receipts.set(i, ((await res.json()) as { receiptNumber: string }).receiptNumber);
          if (receipts.size === KILL_AFTER) first.server.child.kill('SIGKILL');
        } catch {
          // The connection died with the process: this report got no receipt.
        }
      });
      await Promise.all(sends);
      await first.server.exit;
      expect(receipts.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(receipts.size).toBeLessThan(REPORTS);
    },
    STEP,
  );

  it(
    'keeps every report that got a receipt, whole: the next process signs each in and gives its file back',
    async () => {
      expect(receipts.size, 'receipts of the step before').toBeGreaterThanOrEqual(KILL_AFTER);
      const second = await start(env);
      for (const [i, receipt] of receipts) {
        const signin = await fetch(`${second.base}${endpointUrl(reporterApi.signin)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ loginId: receipt, password: VALID_PASSWORD }),
        });
        expect(signin.status, `report ${i}`).toBe(200);
        const headers = { authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
        const mine = (await (
          await fetch(`${second.base}${endpointUrl(reporterApi.myPost)}`, { headers })
        ).json()) as {
          title: string;
        };
        expect(mine.title).toBe(`충돌 시험 ${i}`);
        const sent = files.get(i);
        if (sent) {
          const file = await fetch(`${second.base}${endpointUrl(reporterApi.attachment)}`, { headers });
          expect(Buffer.from(await file.arrayBuffer()).equals(sent), `file of report ${i}`).toBe(true);
        }
      }
      second.server.child.kill('SIGTERM');
      expect(await second.server.exit).toBe(0);
    },
    STEP,
  );

  it(
    'leaves nothing half-written: every report has its credentials and identity, every file all its bytes',
    async () => {
      const db = await connectDatabase(target);
      try {
        const { rows } = await sql<{ orphans: number; noIdentity: number; cutFiles: number }>`select
        (select count(*) from posts p where not exists (select 1 from reporter_credentials c where c.post_id = p.id))
          as orphans,
        (select count(*) from posts p where p.post_type = 'PUBLIC'
          and not exists (select 1 from reporter_identities r where r.post_id = p.id)) as "noIdentity",
        (select count(*) from attachments a where octet_length(a.data_enc) <> a.size_bytes + 33) as "cutFiles"`.execute(
          db.db,
        );
        expect(rows[0]).toEqual({ orphans: 0, noIdentity: 0, cutFiles: 0 });
      } finally {
        await db.close();
      }
    },
    STEP,
  );
});
