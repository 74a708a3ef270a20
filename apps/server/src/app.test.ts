import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { adminApi, commonsApi, endpointUrl, healthApi, reporterApi, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.ts';
import { createCipher } from './security/crypto.ts';
import { call } from './test-support/api.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';

describe('application shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await call(t.app, healthApi.health)).json()).toEqual({ status: 'ok' });
    expect((await call(t.app, healthApi.ready)).json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 in Korean', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/commons/nope'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: '존재하지 않는 API 경로입니다.', code: 'NOT_FOUND' });
    }
  });

  it('serves the web app for its pages and a 404 page for other paths', async () => {
    const page = await t.app.inject('/reportguide');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    const unknown = await t.app.inject('/no/such/page?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('lang="ko"');
  });

  it('sends the security headers on every answer: pages, data, 404s, refusals and malformed requests', async () => {
    const answers = [
      await t.app.inject('/'),
      await t.app.inject(commonsApi.companyTypes.path),
      await t.app.inject('/api/nope'),
      await call(t.app, adminApi.posts),
      await t.app.inject({
        method: 'POST',
        url: reporterApi.signin.path,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 401, 400]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only over TLS, as a trusted proxy reports it', async () => {
    const behindProxy = await buildTestApp({ trustProxy: '127.0.0.1' });
    try {
      const overTls = await behindProxy.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(overTls.headers['x-frame-options']).toBe('DENY');
      const plain = await behindProxy.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('forbids caching of every API answer: data, errors, refusals and unknown paths', async () => {
    const answers = [
      await call(t.app, commonsApi.companyTypes),
      await call(t.app, adminApi.posts),
      await call(t.app, reporterApi.signin, { payload: { loginId: '', password: '' } }),
      await call(t.app, adminApi.post, { params: { id: 1 } }),
      await t.app.inject('/api/nope'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 400, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it('documents every API route in OpenAPI at /api/docs', async () => {
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [...Object.values(commonsApi), ...Object.values(healthApi)].map((e) => e.path)) {
      expect(doc.paths[p]?.get, p).toBeDefined();
    }
    // Every endpoint of the contracts is documented, under its OpenAPI path ({id} for :id).
    for (const e of [commonsApi, healthApi, reporterApi, adminApi, sysadminApi].flatMap((api) =>
      Object.values(api),
    )) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
    expect(doc.paths[commonsApi.companyTypes.path].get.responses['200']).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('https://');
  });

  it('answers 503 on readiness when the database is gone', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await call(other.app, healthApi.ready);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    await other.app.close();
  });
});

describe('request logging', () => {
  it('writes no IP address, user agent, query string or token to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp();
    const app = await buildApp(
      {
        config: { ...t.config, trustProxy: '198.51.100.9' },
        db: t.database.db,
        cipher: createCipher(randomBytes(32)),
        now: () => new Date(),
      },
      { logger: { ...(loggerOptions('info') as object), stream } },
    );
    await app.inject({
      url: endpointUrl(commonsApi.companyTypes, { query: { keyword: 'secret-term' } }),
      headers: {
        'x-forwarded-for': '203.0.113.77',
        'user-agent': 'ReporterPhone/1.0',
        authorization: 'Bearer tok-123',
      },
      remoteAddress: '198.51.100.9',
    });
    await app.close();
    await t.close();
    const log = lines.join('');
    expect(log).toContain(commonsApi.companyTypes.path);
    for (const secret of ['203.0.113.77', '198.51.100.9', 'ReporterPhone', 'secret-term', 'tok-123']) {
      expect(log).not.toContain(secret);
    }
  });
});
