import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfBytes, REAL_NAME_FIELDS, VALID_PASSWORD } from './test-support/reports.ts';
import { type Run, run, testServerPort, waitFor } from './test-support/server-process.ts';
import { startThrowawayPostgres } from './test-support/throwaway-postgres.ts';

// A stop signal in the middle of an upload: the report being sent is kept, new connections are refused, the
// process exits cleanly and releases the embedded database, so the next process starts on it at once.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-shutdown-'));
const servers: Run[] = [];

async function start(env: Record<string, string> = {}): Promise<{ server: Run; base: string }> {
  const port = String(testServerPort());
  const server = run('main.ts', {
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  });
  servers.push(server);
  await waitFor(() => server.output().includes('사이버감사실: http://'), 60_000).catch(() => {
    throw new Error(`did not start:\n${server.output()}`);
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

/** A report's multipart body with a PDF of `size` bytes, cut in two so a signal can arrive between the halves. */
function reportBody(companyType: string, size: number) {
  const boundary = `----shutdown${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Object.entries({ companyType, ...REAL_NAME_FIELDS, title: '종료 중 접수' })
    .map(([k, v]) => field(k, v))
    .join('');
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="증빙.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdfBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    first: body.subarray(0, half),
    rest: body.subarray(half),
  };
}

// It is about the embedded database: the PostgreSQL pass of the tests leaves it out.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('graceful shutdown', () => {
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exit));
  });

  /** The report filed while the first process stopped (the next step reads it through the next process). */
  let receiptNumber: string | undefined;

  it('finishes an upload in flight, refuses new connections, and exits cleanly', async () => {
    const { server, base } = await start();
    const companies = (await (await fetch(`${base}${endpointUrl(commonsApi.companyTypes)}`)).json()) as {
      code: string;
    }[];
    const body = reportBody(companies[0]?.code ?? '', 3_000_000);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${base}${endpointUrl(reporterApi.submit)}`, {
        method: 'POST',
        headers: {
          'content-type': body.contentType,
          'content-length': String(body.first.length + body.rest.length),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => {
          text += String(d);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      // The signal goes once the server has begun the request (its log says so): a signal that arrives before the
      // request is read is answered 503 like any new request, as a loaded CI machine once showed.
      const submitPath = endpointUrl(reporterApi.submit);
      req.write(body.first, () => {
        waitFor(
          () => server.output().includes('incoming request') && server.output().includes(submitPath),
          30_000,
        )
          .then(() => {
            server.child.kill('SIGTERM');
            setTimeout(() => req.end(body.rest), 500);
          })
          .catch(reject);
      });
    });

    await waitFor(() => server.output().includes('shutting down'), 60_000);
    const late = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    const filed = await answer;
    expect(filed.status, filed.text).toBe(200);
    receiptNumber = (JSON.parse(filed.text) as { receiptNumber: string }).receiptNumber;
    expect(await server.exit).toBe(0);
  }, 120_000);

  it('leaves the embedded database to the next process, which has the report and its file', async () => {
    expect(receiptNumber, 'the report of the step before').toBeDefined();
    const next = await start();
    const signin = await fetch(`${next.base}${endpointUrl(reporterApi.signin)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: receiptNumber, password: VALID_PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const mine = await fetch(`${next.base}${endpointUrl(reporterApi.myPost)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const post = (await mine.json()) as { title: string; attachFiles: { size: number }[] };
    expect(post.title).toBe('종료 중 접수');
    expect(post.attachFiles.map((f) => f.size)).toEqual([3_000_000]);
  }, 120_000);

  // On PostgreSQL (a cluster of the test's own): with the embedded database, the database's work runs on the event
  // loop and the stop signal is only seen once it is done.
  it('closes the database only once the requests whose client went away have ended', async () => {
    const cluster = await startThrowawayPostgres();
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-shutdown-'));
      const { server, base } = await start({
        DATA_DIR: dir,
        DATABASE_URL: cluster.url,
        REPORT_RATE_LIMIT: '1000',
        SIGNIN_RATE_LIMIT: '1000',
      });
      const companies = (await (await fetch(`${base}${endpointUrl(commonsApi.companyTypes)}`)).json()) as {
        code: string;
      }[];
      const receipts: string[] = [];
      for (let i = 0; i < 16; i++) {
        const form = new FormData();
        for (const [k, v] of Object.entries({ companyType: companies[0]?.code ?? '', ...REAL_NAME_FIELDS }))
          form.append(k, v);
        const filed = await fetch(`${base}${endpointUrl(reporterApi.submit)}`, {
          method: 'POST',
          body: form,
        });
        receipts.push(((await filed.json()) as { receiptNumber: string }).receiptNumber);
      }
      // 32 sign-ins at once, two to each report (each checks its password, then writes the visit and the session),
      // their clients gone and the stop signal sent before the answers.
      const requests = [...receipts, ...receipts].map((loginId) => {
        const req = http.request(`${base}${endpointUrl(reporterApi.signin)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        });
        req.on('error', () => {});
        req.end(
          JSON.stringify({ loginId, password: VALID_PASSWORD, timestamp: Math.floor(Date.now() / 1000) }),
        );
        return req;
      });
      // Gone once the server has begun them (it logs each request as it comes in): a fixed wait let a loaded
      // machine reach the signal before any request had arrived, and then there was nothing to wait for.
      const signinPath = `"path":"${endpointUrl(reporterApi.signin)}"`;
      await waitFor(
        () =>
          server
            .output()
            .split('\n')
            .filter((l) => l.includes('incoming request') && l.includes(signinPath)).length >= 8,
        20_000,
      );
      for (const req of requests) req.destroy();
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      const output = server.output();
      expect(output).toContain('requests whose client went away have ended');
      expect(output).not.toContain('"level":50');
    } finally {
      cluster.destroy();
    }
  }, 120_000);
});
