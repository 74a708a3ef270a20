import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A CSP with no inline script and no third-party origin, no framing, no referrer (a reporter's visit must not leak
 * the page they came from or go to). HSTS only over TLS (set below), which behind a proxy needs TRUST_PROXY so that
 * the forwarded protocol is believed.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  hsts: false,
  crossOriginEmbedderPolicy: false,
};

type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * What helmet does to a response with these options, recorded once: its headers do not depend on the request (no
 * nonces, no per-request directives), so replaying the record gives every response exactly helmet's headers without
 * building helmet's middleware again for each request, as @fastify/helmet did (bench/README.md, finding 18).
 */
export function helmetHeaderSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => steps.push({ set: name, value }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return steps;
}

/**
 * Security headers for every answer (helmet's, see HELMET_OPTIONS), HSTS over TLS, and no-store on every /api answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const steps = helmetHeaderSteps(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal data (reports, identities, logs) or say something about a session: no browser
    // or proxy may keep any of them, errors and 404s included.
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
