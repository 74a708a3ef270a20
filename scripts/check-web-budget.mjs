// The public pages' weight before first render, checked against the budget (issue 11): for each public route, the
// JavaScript and CSS the browser must fetch before the page can render (the entry chunk, the route's lazy chunk,
// and every chunk they import statically), gzip-compressed. Sizes are deterministic for a build, so CI runs this
// after `npm run build`. Also: no admin or system-admin code among them.
//
//   node scripts/check-web-budget.mjs            exit 1 when a route is over budget or loads admin code
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir as dist, readManifest, routeChunks } from './web-route-chunks.mjs';

const BUDGET_JS_BYTES = 80 * 1024;
const manifest = readManifest();
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

let failed = false;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`JavaScript budget before first render: ${kb(BUDGET_JS_BYTES)} gzip per public route`);
for (const { route, keys, after } of routeChunks(manifest)) {
  const chunks = [...keys].map((k) => manifest[k]);
  const js = chunks.reduce((sum, c) => sum + gzipSize(c.file), 0);
  const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const css = cssFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const admin = [...keys, ...after].filter(
    (k) =>
      /src\/features\/(admin|sysadmin|admin-shell)\//.test(k) ||
      /admin|sysadmin/.test(manifest[k].name ?? ''),
  );
  // Drawn in a later stage (fetched at once, preloaded): shown for the record, not part of the budget.
  const afterJs = after.reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
  const over = js > BUDGET_JS_BYTES;
  if (over || admin.length) failed = true;
  console.log(
    `${route.padEnd(16)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}  files ${String(chunks.length + cssFiles.length).padStart(2)}  ${over ? 'OVER BUDGET' : 'ok'}${afterJs ? `  (then JS ${kb(afterJs)}, after the first paint)` : ''}${admin.length ? `  ADMIN CODE: ${admin.join(', ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
