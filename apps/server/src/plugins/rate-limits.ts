import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Per-address rate limits, declared per route (addRoute's `rateLimit`). The counter's key is a keyed hash of the
 * client address, so no address is kept even in memory or in Redis. With REDIS_URL the counts are shared by every
 * instance (keys expire with their window); without it each process counts its own, and the log says so once.
 * When Redis cannot be reached, requests are served without the limit rather than refused (and logged).
 */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { redisUrl } = deps.config;
  let redis: Redis | null = null;
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', (err: Error) =>
      app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable'),
    );
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  } else {
    app.log.info('REDIS_URL is not set: rate limits are counted by each process on its own');
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => deps.cipher.lookupHash('rate-limit', request.ip).toString('base64url'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(redis ? { redis, nameSpace: 'audit-rate-limit:', skipOnError: true } : {}),
  });
}
