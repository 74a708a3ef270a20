import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const assets = new Map<string, Buffer>();

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
