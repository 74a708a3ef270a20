// Which built files each public page needs before its first render: the entry chunk, the page's lazily loaded
// module, and every chunk they import statically, read from Vite's build manifest and the route table. Used by
// scripts/check-web-budget.mjs (their weight) and scripts/write-route-preloads.mjs (preload links per page).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const distDir = path.join(webDir, 'dist');

/** The reporter's pages: the ones a phone on a weak connection opens first. */
export const PUBLIC_ROUTES = [
  '/',
  '/reportguide',
  '/reporting',
  '/reportsecond',
  '/reportsecond02',
  '/reportcomplete',
  '/reportinquiry',
  '/inquirypage',
];

export function readManifest() {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    console.error('apps/web/dist/.vite/manifest.json is missing: run npm run build first');
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The module a route of the table loads when first shown (`load: ... import('./x')`), or null. */
function lazyModuleOf(routesSource, route) {
  const at = routesSource.indexOf(`path: '${route}'`);
  if (at < 0) throw new Error(`route ${route} not found in routes.tsx`);
  const next = routesSource.indexOf('path:', at + 6);
  const block = routesSource.slice(at, next < 0 ? undefined : next);
  const m = /import\('\.\/([^']+)'\)/.exec(block);
  return m ? `src/${m[1]}` : null;
}

/** The chunk of `key` and everything it imports statically. */
function closure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * For each public route: the manifest keys it needs before first render (`keys`), and those beyond what the entry
 * itself brings (`extra`: what a preload link can fetch at once instead of after the entry has run). A screen may
 * draw in stages: what its module imports dynamically itself (the report forms' form, drawn after the page's first
 * paint) is fetched as soon as the module runs; those chunks and theirs (`after`, less what the first render
 * already has) are preloaded with the page too, but the first render does not wait for them. Dialogs opened on
 * demand are imported by the screen's inner modules, never by the screen's own module, so they stay out of both.
 */
export function routeChunks(manifest) {
  const routesSource = fs.readFileSync(path.join(webDir, 'src/routes.tsx'), 'utf8');
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  return PUBLIC_ROUTES.map((route) => {
    const keys = closure(manifest, entryKey);
    const lazy = lazyModuleOf(routesSource, route);
    if (lazy) {
      if (!manifest[lazy]) throw new Error(`${lazy} (route ${route}) is not in the build manifest`);
      closure(manifest, lazy, keys);
    }
    const later = new Set();
    for (const stage of (lazy && manifest[lazy].dynamicImports) || []) closure(manifest, stage, later);
    const after = [...later].filter((k) => !keys.has(k));
    return { route, keys, after, extra: [...keys, ...after].filter((k) => !entry.has(k)) };
  });
}
