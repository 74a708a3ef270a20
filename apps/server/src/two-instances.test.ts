import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminApi, type Endpoint, endpointUrl, reporterApi } from '@audit/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { createCipher } from './security/crypto.ts';
import { ADMIN_PASSWORD, makeAdmin, makeCompany, makeGroup } from './test-support/factories.ts';
import { redisAnswers, TEST_REDIS_URL } from './test-support/redis.ts';
import { REAL_NAME_FIELDS, VALID_PASSWORD } from './test-support/reports.ts';
import { type Run, run, testServerPort, waitFor } from './test-support/server-process.ts';
import { createScratchDatabase } from './test-support/test-database.ts';
import { useTestCipher } from './test-support/test-keys.ts';

// Two real server processes on one PostgreSQL database (and one Redis), as behind a load balancer: what one of
// them was told, the other knows. Runs in the PostgreSQL pass of the tests (TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL;
const SIGNIN_LIMIT = 10;

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  const mails: { to: string[]; body: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (d) => {
        body += String(d);
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        done();
      });
    },
  });
  const servers: Run[] = [];
  const bases: string[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: DatabaseHandle;
  let redisUp = false;
  let company: Awaited<ReturnType<typeof makeCompany>>;

  /** Starts one instance and waits until it serves. */
  async function start(env: Record<string, string>): Promise<string> {
    const port = String(testServerPort());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-instance-'));
    const server = run('main.ts', { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    servers.push(server);
    await waitFor(() => server.output().includes('사이버감사실: http://'), 60_000).catch(() => {
      throw new Error(`instance did not start:\n${server.output()}`);
    });
    return `http://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    redisUp = await redisAnswers();
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    scratch = await createScratchDatabase(serverUrl as string);
    const masterKey = randomBytes(32);
    const env = {
      DATABASE_URL: scratch.url,
      APP_MASTER_KEY: masterKey.toString('base64'),
      SEED_DEMO_DATA: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_INTERVAL_SECONDS: '1',
      SIGNIN_RATE_LIMIT: String(SIGNIN_LIMIT),
      ...(redisUp ? { REDIS_URL: TEST_REDIS_URL } : {}),
    };
    bases.push(await start(env));
    // The first instance has migrated and seeded; the audit team that is to be told of new reports.
    db = await connectDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
    // The factories seal the rows that grant access under the instances' key (security/access-grant.ts).
    useTestCipher(db.db, createCipher(masterKey));
    company = await makeCompany(db.db, '두인스턴스전자');
    // Its own audit team (source): told of each new report.
    const team = await makeGroup(db.db, { menus: ['/adminreport'], companies: [{ company, source: true }] });
    await makeAdmin(db.db, team, { loginId: 'two.reader', email: 'reader@audit.example' });
    await makeAdmin(db.db, team, { loginId: 'two.locked' });
    bases.push(await start(env));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exit));
    await db?.close();
    await scratch?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const [a, b] = [0, 1];
  const send = (
    instance: number,
    endpoint: Endpoint,
    init: RequestInit & { params?: Record<string, number> } = {},
  ) =>
    fetch(`${bases[instance]}${endpointUrl(endpoint, { params: init.params })}`, {
      method: endpoint.method,
      ...init,
    });
  const json = (body: object, token?: string) => ({
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

  it('answers through one instance what was sent through the other, and mails the team once', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      companyType: company.code,
      ...REAL_NAME_FIELDS,
      title: '두 인스턴스 제보',
    }))
      form.append(k, v);
    const filed = await send(a, reporterApi.submit, { body: form });
    expect(filed.status).toBe(200);
    const { receiptNumber } = (await filed.json()) as { receiptNumber: string };

    const signin = await send(
      b,
      reporterApi.signin,
      json({ loginId: receiptNumber, password: VALID_PASSWORD }),
    );
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const mine = await send(a, reporterApi.myPost, { headers: { authorization: `Bearer ${token}` } });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { title: string }).title).toBe('두 인스턴스 제보');

    const admin = await send(a, adminApi.signin, json({ loginId: 'two.reader', password: ADMIN_PASSWORD }));
    const adminToken = ((await admin.json()) as { token: string }).token;
    const list = await send(b, adminApi.posts, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(JSON.stringify(await list.json())).toContain(receiptNumber);

    // Both instances run the mail worker every second; the outbox lease lets only one send each mail.
    await waitFor(() => mails.length > 0, 20_000);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(mails.map((m) => m.to)).toEqual([['reader@audit.example']]);
  });

  it('holds a lock counted on both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(
        i % 2,
        adminApi.signin,
        json({ loginId: 'two.locked', password: 'Wrong#Pass2026' }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const right = await send(a, adminApi.signin, json({ loginId: 'two.locked', password: ADMIN_PASSWORD }));
    expect(right.status).toBe(423);
  });

  it('holds a rate limit counted on both instances (through Redis)', async (ctx) => {
    if (!redisUp) ctx.skip();
    // One reporter sign-in from this address was counted above; the limit is for both instances together.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * SIGNIN_LIMIT; i++) {
      const res = await send(
        i % 2,
        reporterApi.signin,
        json({ loginId: '5555666677778888', password: 'abcd123!' }),
      );
      statuses.push(res.status);
    }
    expect(statuses.indexOf(429)).toBe(SIGNIN_LIMIT - 1);
    expect(statuses.slice(SIGNIN_LIMIT - 1).every((s) => s === 429)).toBe(true);
  });
});
