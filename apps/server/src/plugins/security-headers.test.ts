import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetHeaderSteps, registerSecurityHeaders } from './security-headers.ts';

/** Routes whose answers differ in the ways headers can: JSON, a header of its own, a raw stream, an error, a 404. */
function routes(app: FastifyInstance) {
  app.get('/api/x', async () => ({ ok: true }));
  app.get('/docs', async (_req, reply) => {
    reply.header('content-security-policy', "default-src 'self' 'unsafe-inline'");
    return 'docs';
  });
  app.get('/raw', (_req, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.end('raw');
    return reply;
  });
  app.get('/api/fails', async () => {
    throw new Error('boom');
  });
}

const headersOf = async (app: FastifyInstance, url: string) => {
  const res = await app.inject(url);
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

describe('security headers', () => {
  it('are exactly what @fastify/helmet set with the same options, on every kind of answer', async () => {
    const before = Fastify();
    // The same options (helmet's ESM and CommonJS typings differ in name only).
    await before.register(fastifyHelmet, HELMET_OPTIONS as never);
    before.addHook('onSend', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
    routes(before);
    const now = Fastify();
    await registerSecurityHeaders(now);
    routes(now);
    for (const url of ['/api/x', '/docs', '/raw', '/api/fails', '/api/none', '/none']) {
      const expected = await headersOf(before, url);
      expect(expected.headers['x-frame-options']).toBe('DENY');
      expect(await headersOf(now, url), url).toEqual(expected);
    }
    await before.close();
    await now.close();
  });

  it('record helmet once: a fixed CSP and no per-request value', () => {
    const steps = helmetHeaderSteps(HELMET_OPTIONS);
    expect(steps).toContainEqual({
      set: 'Content-Security-Policy',
      value:
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    });
    expect(steps).toContainEqual({ set: 'Referrer-Policy', value: 'no-referrer' });
    expect(helmetHeaderSteps(HELMET_OPTIONS)).toEqual(steps);
  });
});
