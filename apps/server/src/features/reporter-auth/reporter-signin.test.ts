import { REPORTER_MESSAGES, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptHash } from '../../security/access-grant.ts';
import { call } from '../../test-support/api.ts';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { makeReport, signin, VALID_PASSWORD } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('reporter sign-in (reporterApi.signin)', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
  });
  afterAll(() => t.close());

  const newReceipt = () => makeReport(t.app, company, { postType: 'PRIVATE' });
  const credentials = (receipt: string) =>
    t.database.db
      .selectFrom('reporter_credentials as r')
      .innerJoin('posts as p', 'p.id', 'r.post_id')
      .select(['r.failed_count', 'r.locked_until', 'r.last_login_at', 'r.login_success_count', 'p.id'])
      .where('p.receipt_hash', '=', receiptHash(t.deps.cipher, receipt))
      .executeTakeFirstOrThrow();

  it('gives a token for the right receipt and password, counting the visit', async () => {
    const receipt = await newReceipt();
    const res = await signin(t.app, receipt, VALID_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await credentials(receipt);
    expect(row.login_success_count).toBe(1);
    expect(row.last_login_at).toBeInstanceOf(Date);
    // The token itself is never stored, only its hash.
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('post_id', '=', row.id)
      .execute();
    expect(stored.map((s) => s.token_hash.toString('base64url'))).not.toContain(res.json().token);
  });

  it('accepts the receipt number written with hyphens or spaces', async () => {
    const receipt = await newReceipt();
    const grouped = receipt.replace(/(\d{4})(?=\d)/g, '$1-');
    expect((await signin(t.app, grouped, VALID_PASSWORD)).statusCode).toBe(200);
    expect(
      (await signin(t.app, ` ${receipt.slice(0, 8)} ${receipt.slice(8)} `, VALID_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('trims the password as the report form did', async () => {
    const receipt = await newReceipt();
    expect((await signin(t.app, receipt, ` ${VALID_PASSWORD} `)).statusCode).toBe(200);
  });

  it('answers an unknown receipt exactly like a wrong password', async () => {
    const receipt = await newReceipt();
    const wrong = await signin(t.app, receipt, 'wrong123!');
    const unknown = await signin(t.app, '1111222233334444', VALID_PASSWORD);
    const garbage = await signin(t.app, 'not a receipt', VALID_PASSWORD);
    for (const res of [wrong, unknown, garbage]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: REPORTER_MESSAGES.badCredentials, code: 'UNAUTHORIZED' });
    }
  });

  it('locks a receipt for 15 minutes after five wrong passwords in a row', async () => {
    const receipt = await newReceipt();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signin(t.app, receipt, `wrong${i}23!`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await signin(t.app, receipt, VALID_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: REPORTER_MESSAGES.locked, code: 'LOCKED' });
    t.clock.advance(14 * 60_000);
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(423);
    t.clock.advance(61_000);
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await credentials(receipt)).failed_count).toBe(0);
  });

  it('counts concurrent wrong passwords one by one: twenty at once, then the right one is locked', async () => {
    const receipt = await newReceipt();
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signin(t.app, receipt, `wrong${i}x1!`)),
    );
    // Exactly four tries were counted before the lock; every later one found it.
    expect(wrong.map((res) => res.statusCode).sort()).toEqual([
      ...Array(4).fill(401),
      ...Array(16).fill(423),
    ]);
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(423);
  });

  it('resets the failure count after a success', async () => {
    const receipt = await newReceipt();
    for (let i = 0; i < 4; i++) await signin(t.app, receipt, 'wrong123!');
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signin(t.app, receipt, 'wrong123!')).statusCode).toBe(401);
  });

  it('locks an unknown receipt after five tries too, so a lock says nothing about existence', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signin(t.app, '9999888877776666', VALID_PASSWORD)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
  });

  it('refuses a report completed more than a month ago, but not one completed recently', async () => {
    const receipt = await newReceipt();
    const { id } = await credentials(receipt);
    const completedAt = new Date(t.clock.now().getTime() - 20 * 86_400_000);
    await t.database.db
      .updateTable('posts')
      .set({ status_code: 'COMPLETED', completed_at: completedAt })
      .where('id', '=', id)
      .execute();
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(15 * 86_400_000);
    const res = await signin(t.app, receipt, VALID_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORTER_MESSAGES.closed);
  });

  it('refuses empty fields with the Korean message', async () => {
    const res = await call(t.app, reporterApi.signin, { payload: { loginId: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORTER_MESSAGES.lookupRequired);
  });
});

describe('sign-in rate limit', () => {
  it('limits sign-ins per client address and answers 429 in Korean', async () => {
    const t = await buildTestApp({
      rateLimits: { signinsPerMinute: 3, reportsPerHour: 1000, commentsPerHour: 1000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await signin(t.app, '1234123412341234', 'x', '192.0.2.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await signin(t.app, '1234123412341234', 'x', '192.0.2.1');
      expect(limited.json()).toEqual({
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        code: 'RATE_LIMITED',
      });
      // Another address is not affected.
      expect((await signin(t.app, '1234123412341234', 'x', '192.0.2.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
