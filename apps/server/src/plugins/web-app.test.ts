import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `제보 ${i % 17}`))};`;

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-web-'));
  const client = path.join(dist, 'client');
  beforeAll(async () => {
    fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(client, '.vite'));
    fs.writeFileSync(
      path.join(client, 'admin.html'),
      '<!doctype html><html lang="ko"><head><title>사이버감사실</title></head><body><div id="root"></div></body></html>',
    );
    // As `vite build` leaves it: the home page's entry, a chunk it imports with its stylesheet, a dialog it imports
    // on demand, and a file named from elsewhere (never linked).
    fs.writeFileSync(
      path.join(client, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/entries/home.tsx': {
          file: 'assets/page-home-H1.js',
          isEntry: true,
          imports: ['_react-R1.js'],
          dynamicImports: ['src/components/privacy-policy-dialog.tsx'],
          css: ['assets/page-home-H1.css'],
        },
        '_react-R1.js': { file: 'assets/react-R1.js', css: ['assets/base-B1.css'] },
        'src/components/privacy-policy-dialog.tsx': { file: 'assets/privacy-D1.js' },
        'src/entries/not-found.tsx': { file: 'https://elsewhere.example/x.js', isEntry: true },
      }),
    );
    fs.writeFileSync(path.join(client, 'assets', 'index-AbC123.js'), 'console.log(1)');
    // As scripts/precompress-web.mjs leaves them after a build.
    fs.writeFileSync(path.join(client, 'assets', 'big-Xy9.js'), SCRIPT);
    fs.writeFileSync(path.join(client, 'assets', 'big-Xy9.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(client, 'assets', 'big-Xy9.js.gz'), zlib.gzipSync(SCRIPT));
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year, revalidates the admin app, and serves it on every admin page', async () => {
    const asset = await t.app.inject('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/adminreport', '/adminlogin', '/adminstats']) {
      const res = await t.app.inject(page);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("links a public page's entry module, its static imports and their stylesheets, base styles first", async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/base-B1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/page-home-H1.css">' +
        '<script type="module" crossorigin src="/assets/page-home-H1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-R1.js">',
    );
    // A dialog opened on demand is not loaded with the page.
    expect(home.body).not.toContain('privacy-D1');
    // The page is there without any script: it was rendered on the server.
    expect(home.body).toContain('<div id="root"><div class="site-layout">');
    // A manifest naming a file elsewhere links nothing of it.
    const unknown = await t.app.inject('/reportsecond03');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('elsewhere');
    expect(unknown.body).not.toContain('<script type="module"');
  });

  it('sends the compressed copy a browser accepts, and the plain file to one that accepts none', async () => {
    const br = await t.app.inject({
      url: '/assets/big-Xy9.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gz = await t.app.inject({ url: '/assets/big-Xy9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      url: '/assets/big-Xy9.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers unknown pages with the not-found page and 404, unknown assets and API paths with 404', async () => {
    const unknown = await t.app.inject('/reportsecond03');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('요청하신 페이지가 존재하지 않습니다');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
    const api = await t.app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
