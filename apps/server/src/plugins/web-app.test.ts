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
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ko"><head><title>사이버감사실</title></head><body><div id="root"></div></body></html>',
    );
    // As scripts/write-route-preloads.mjs leaves it: a page's screen files beyond the entry (one path is not ours).
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/reportsecond02': {
          scripts: ['/assets/report-form-page-Q1.js', 'https://elsewhere.example/x.js'],
          styles: ['/assets/report-form-page-Q1.css'],
        },
      }),
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    // As scripts/precompress-web.mjs leaves them after a build.
    fs.writeFileSync(path.join(dist, 'assets', 'big-Xy9.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'big-Xy9.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'big-Xy9.js.gz'), zlib.gzipSync(SCRIPT));
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await t.app.inject('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject('/adminreport');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it("preloads a page's screen files with the page, and only files of its own assets", async () => {
    const form = await t.app.inject('/reportsecond02');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/report-form-page-Q1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/report-form-page-Q1.css"></head>',
    );
    expect(form.body).not.toContain('elsewhere');
    const home = await t.app.inject('/');
    expect(home.body).not.toContain('modulepreload');
    expect(home.body).toContain('<div id="root">');
    // Not a page of the site: the plain app, without another page's links.
    expect((await t.app.inject('/reportsecond02x')).body).not.toContain('modulepreload');
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

  it('answers unknown pages with the app and 404, and unknown assets with 404', async () => {
    const unknown = await t.app.inject('/reportsecond03');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
