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
      '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>',
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
