import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every answer: a CSP with no inline script and no third-party origin, no framing, no
 * referrer to another site (a reporter's visit must not leak the page they came from or go to). HSTS only over TLS, which
 * behind a proxy needs TRUST_PROXY so that the forwarded protocol is believed. Every /api answer is no-store.
 *
 * Helmet's middleware is built once here and applied to each request's response. (@fastify/helmet, used before,
 * built it anew for every request: 3.6 µs of its 5.4 and two hooks, which weighed on the lightest answers, such as
 * `GET /` at 35,000 a second; bench/README.md, finding 33.)
 */
const applyHelmet = helmet({
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
  // same-origin: no other site ever learns which page a reporter came from, and the site's own form posts carry their
  // real Origin (under no-referrer a browser sends `Origin: null`, which the pages' CSRF check must refuse).
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  hsts: false,
  crossOriginEmbedderPolicy: false,
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  // On request, before any check: refusals, errors and 404s carry the headers too.
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal data (reports, identities, logs) or say something about a session: no browser
    // or proxy may keep any of them, errors and 404s included.
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
