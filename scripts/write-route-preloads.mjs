// After `vite build`: dist/route-preloads.json, for each public page the scripts and stylesheets its lazily loaded
// screen needs beyond the entry. The server adds them to that page's HTML as preload links, so a phone fetches
// them at once instead of one round trip later, after the entry has run (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { distDir, readManifest, routeChunks } from './web-route-chunks.mjs';

const manifest = readManifest();
const preloads = {};
for (const { route, extra } of routeChunks(manifest)) {
  if (extra.length === 0) continue;
  const chunks = extra.map((k) => manifest[k]);
  preloads[route] = {
    scripts: chunks.map((c) => `/${c.file}`),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `/${f}`),
  };
}
fs.writeFileSync(path.join(distDir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(`route preloads for ${Object.keys(preloads).length} pages`);
