import { UNKNOWN_LOGIN_ID } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignin } from '../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Behind a reverse proxy (TRUST_PROXY=its address) the client address is the one the proxy saw: whatever a client writes
// into X-Forwarded-For itself cannot escape a rate limit or choose the address the admin logs record.
describe('client address behind a reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      trustProxy: '10.0.0.2',
      rateLimits: { signinsPerMinute: 3, reportsPerHour: 1000, commentsPerHour: 1000 },
    });
  });
  afterAll(() => t.close());

  /** A sign-in as the proxy forwards it: the client's own header, then the address the proxy saw. */
  const viaProxy = (claimed: string, seen: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { loginId: 'nobody', password: 'x' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${claimed}, ${seen}` },
    });

  it('counts the rate limit on the address the proxy saw, however the client rotates the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await viaProxy(`198.51.100.${i}`, '203.0.113.9')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await viaProxy('198.51.100.50', '203.0.113.10')).statusCode).toBe(401);
  });

  it('records the address the proxy saw in the login log, never the one the client wrote', async () => {
    const rows = await t.database.db.selectFrom('login_logs').select(['ip', 'login_id']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['203.0.113.9', '203.0.113.10']).toContain(row.ip);
      expect(row.login_id).toBe(UNKNOWN_LOGIN_ID);
    }
  });

  it('believes no header at all when clients connect directly', async () => {
    const direct = await buildTestApp();
    try {
      await adminSignin(direct.app, 'nobody', 'x', '192.0.2.7');
      await direct.app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { loginId: 'nobody', password: 'x' },
        remoteAddress: '192.0.2.8',
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      const ips = (
        await direct.database.db.selectFrom('login_logs').select('ip').orderBy('id').execute()
      ).map((r) => r.ip);
      expect(ips).toEqual(['192.0.2.7', '192.0.2.8']);
    } finally {
      await direct.close();
    }
  });
});
