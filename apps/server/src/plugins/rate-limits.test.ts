import { reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call } from '../test-support/api.ts';
import { redisAnswers, TEST_REDIS_URL } from '../test-support/redis.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Per-address rate limits with two instances of the app: shared through Redis when REDIS_URL is set, per process
// when it is not. Redis runs on 127.0.0.1:6379 on the project's machines; without it the Redis part is skipped.

const redisUp = await redisAnswers();

/** Sign-in tries from one client address, alternating between the two instances; their statuses. */
async function tries(apps: FastifyInstance[], n: number, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const app = apps[i % apps.length] as FastifyInstance;
    const res = await call(app, reporterApi.signin, {
      payload: { loginId: '1234123412341234', password: 'abcd123!' },
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({
      redisUrl: TEST_REDIS_URL,
      rateLimits: { signinsPerMinute: 3, reportsPerHour: 1000, commentsPerHour: 1000 },
    });
    other = await buildApp(t.deps);
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('counts a client on both instances together, and keeps no address in Redis', async () => {
    expect(await tries([t.app, other], 4, '10.77.0.1')).toEqual([401, 401, 401, 429]);
    // Another client is counted apart.
    expect(await tries([other], 1, '10.77.0.2')).toEqual([401]);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys('audit-rate-limit:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).not.toContain('10.77.0.');
        // Every key expires with its window: a minute for sign-ins, an hour for reports.
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(key.includes('/signin') ? 60_000 : 3_600_000);
      }
    } finally {
      redis.disconnect();
    }
  });
});

describe('rate limits without Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { signinsPerMinute: 3, reportsPerHour: 1000, commentsPerHour: 1000 },
    });
    other = await buildApp(t.deps);
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('counts each process on its own', async () => {
    expect(await tries([t.app], 4, '10.78.0.1')).toEqual([401, 401, 401, 429]);
    expect(await tries([other], 1, '10.78.0.1')).toEqual([401]);
  });
});
