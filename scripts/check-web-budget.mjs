// The public pages' weight before first render, checked against the budget (issue 11): for each public route, the
// JavaScript and CSS the browser must fetch before the page can render (the entry chunk, the route's lazy chunk,
// and every chunk they import statically), gzip-compressed. Sizes are deterministic for a build, so CI runs this
// after `npm run build`. Also: no admin or system-admin code among them.
//
//   node scripts/check-web-budget.mjs            exit 1 when a route is over budget or loads admin code
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_JS_BYTES = 80 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run npm run build first');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

// The public routes and the module each loads lazily, read from the route table itself.
const routesSource = fs.readFileSync(path.join(web, 'src/routes.tsx'), 'utf8');
const PUBLIC = [
  '/',
  '/reportguide',
  '/reporting',
  '/reportsecond',
  '/reportsecond02',
  '/reportcomplete',
  '/reportinquiry',
  '/inquirypage',
];
function lazyModuleOf(route) {
  const at = routesSource.indexOf(`path: '${route}'`);
  if (at < 0) throw new Error(`route ${route} not found in routes.tsx`);
  const next = routesSource.indexOf('path:', at + 6);
  const block = routesSource.slice(at, next < 0 ? undefined : next);
  const m = /import\('\.\/([^']+)'\)/.exec(block);
  return m ? `src/${m[1]}` : null;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** The chunk of `key` and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

let failed = false;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`JavaScript budget before first render: ${kb(BUDGET_JS_BYTES)} gzip per public route`);
for (const route of PUBLIC) {
  const keys = closure(entryKey);
  const lazy = lazyModuleOf(route);
  if (lazy) {
    if (!manifest[lazy]) throw new Error(`${lazy} (route ${route}) is not in the build manifest`);
    closure(lazy, keys);
  }
  const chunks = [...keys].map((k) => manifest[k]);
  const js = chunks.reduce((sum, c) => sum + gzipSize(c.file), 0);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].reduce((sum, f) => sum + gzipSize(f), 0);
  const admin = [...keys].filter(
    (k) =>
      /src\/features\/(admin|sysadmin|admin-shell)\//.test(k) ||
      /admin|sysadmin/.test(manifest[k].name ?? ''),
  );
  const over = js > BUDGET_JS_BYTES;
  if (over || admin.length) failed = true;
  console.log(
    `${route.padEnd(16)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}  ${over ? 'OVER BUDGET' : 'ok'}${admin.length ? `  ADMIN CODE: ${admin.join(', ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
