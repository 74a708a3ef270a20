import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const assets = new Map<string, Buffer>();
const pages = new Map<string, { body: Buffer; headers: Record<string, string> }>();

/** A built asset, from memory after its first read (what a static file server with a cache does). */
export function sendAsset(res: ServerResponse, webDist: string, name: string): void {
  let data = assets.get(name);
  if (!data) {
    const file = path.join(webDist, 'assets', path.basename(name));
    if (!fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    data = fs.readFileSync(file);
    assets.set(name, data);
  }
  res.writeHead(200, {
    'content-type': 'text/javascript',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(data);
}

/**
 * A page saved as a file with its headers (bench/lib/site-pages.ts), from memory after its first read: the least work
 * an answer of the same bytes needs.
 */
export function sendPage(res: ServerResponse, dir: string, name: string): void {
  let page = pages.get(name);
  if (!page) {
    const file = path.join(dir, path.basename(name));
    if (!fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    page = {
      body: fs.readFileSync(file),
      headers: JSON.parse(fs.readFileSync(`${file}.headers.json`, 'utf8')),
    };
    pages.set(name, page);
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
}
