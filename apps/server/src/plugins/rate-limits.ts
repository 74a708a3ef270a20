import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';

/** The counter's key of a client: a keyed hash of its address, never the address. */
const clientKey = (deps: AppDeps, request: FastifyRequest) =>
  deps.cipher.lookupHash('rate-limit', request.ip).toString('base64url');

/** Over a form limit: how many seconds until the client may post again. */
export type LimitReached = { retryAfter: number };

/**
 * A limit a route's handler counts itself, for the public pages' form posts: refused there, the form comes back with
 * what was typed (a limit declared on the route answers before the body is read). `name` keeps its counter apart
 * from the others' (in Redis too, where the counters of such limits share one prefix).
 */
export function formRateLimit(
  app: FastifyInstance,
  deps: AppDeps,
  name: string,
  limit: { max: number; timeWindow: string },
): (request: FastifyRequest) => Promise<LimitReached | null> {
  const count = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${clientKey(deps, request)}`,
  });
  return async (request) => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded ? { retryAfter: result.ttlInSeconds } : null;
  };
}

/**
 * Per-address rate limits, declared per route (addRoute's `rateLimit`) or counted by a page's handler (formRateLimit).
 * The counter's key is a keyed hash of the client address, so no address is kept even in memory or in Redis. With
 * REDIS_URL the counts are shared by every instance (keys expire with their window); without it each process counts
 * its own, and the log says so once.
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
    keyGenerator: (request) => clientKey(deps, request),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(redis ? { redis, nameSpace: 'audit-rate-limit:', skipOnError: true } : {}),
  });
}
