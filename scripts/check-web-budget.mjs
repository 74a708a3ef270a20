// The public pages' JavaScript, checked against the budgets of issue 28, on the built site as a browser meets it.
// CI runs it right after `npm run build`:
//
//   node scripts/check-web-budget.mjs     exit 1 when a page is over either budget, loads admin code, or was not reached
//
// It starts the built server on a fresh embedded database with the demo data and walks every public page as a
// browser without JavaScript does (plain GETs, then the anonymous form's post, its review page's 접수, the receipt,
// the look-up's post and the reporter's own page, and a post from another site, which the error page refuses:
// scripts/web-budget-walk.mjs), so what is weighed is the HTML the server really sends. For each page, two budgets, measured apart:
// - render-blocking: the scripts that hold up the first render (a classic script, inline, or with a src but without
//   async or defer; a module script is deferred and a JSON data block never runs): budget 0 bytes;
// - total: every byte of JavaScript the page can load, gzip -9: its module script, its module preloads, every chunk
//   they import, and every chunk those can still import later (dynamic imports, fetched only when the page asks for
//   them), followed through Vite's manifest: budget 110 KB, React included. The part loaded with the page (its static
//   imports) and the part fetched on demand are shown beside it; today no public page has a part on demand (the
//   dialogs, the preview and the privacy policy dialog come with the page: fetched apart they cost more in all).
// - no chunk of the admin app (src/admin-main.tsx, src/features/admin*, src/features/sysadmin, a chunk named admin),
//   and no script that is not in the public pages' manifest (the admin app is a build of its own, without one).
// Every entry of src/entries/ must have been reached by the walk (its page's module script is that entry), so a new
// public page is never left unweighed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort } from './free-port.mjs';
import { walk } from './web-budget-walk.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'apps/web/dist/client');
const BUDGET_BLOCKING_BYTES = 0;
const BUDGET_TOTAL_BYTES = 110 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) {
    gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  }
  return gzipped.get(file);
};

/** Manifest keys reachable from `keys` through static imports, and also dynamic ones when `dynamic`. */
function reachable(keys, { dynamic }) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const next = [...(manifest[key].imports ?? []), ...(dynamic ? (manifest[key].dynamicImports ?? []) : [])];
    for (const k of next) walk(k);
  };
  for (const key of keys) walk(key);
  return seen;
}

/** The gzipped bytes of the chunks `keys`: their scripts only (a stylesheet imported on demand is not JavaScript). */
const weight = (keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(file), 0);

const isAdmin = (key) =>
  /^src\/(admin-main\.tsx|features\/(admin|admin-shell|sysadmin)\/)/.test(key) ||
  /admin/.test(manifest[key]?.name ?? '');

const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** What a page's HTML makes the browser run: its blocking scripts' bytes, and the chunks of its module graph. */
function weigh(html) {
  let blocking = 0;
  const blockers = [];
  const entries = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [tag, attrs, body] = match;
    const type = attr(attrs, 'type');
    if (type === 'application/json') continue;
    const src = attr(attrs, 'src');
    // A module script is deferred, inline or not.
    if (type === 'module') {
      if (src) entries.push(src);
      continue;
    }
    if (src && /\b(async|defer)\b/.test(attrs)) continue;
    const bytes = src ? gzipSize(src.replace(/^\//, '')) : zlib.gzipSync(body, { level: 9 }).length;
    blocking += bytes;
    blockers.push(tag.slice(0, 80));
  }
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) =>
    attr(m[0], 'href'),
  );
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href'));
  const named = [...entries, ...preloads];
  const unknown = named.filter((file) => !keyOfFile.has(file));
  const roots = named.map((file) => keyOfFile.get(file)).filter(Boolean);
  const keys = reachable(roots, { dynamic: true });
  const total = weight(keys);
  const atLoad = weight(reachable(roots, { dynamic: false }));
  const css = styles.reduce((sum, href) => sum + gzipSize(href.replace(/^\//, '')), 0);
  const entry = entries.map((file) => keyOfFile.get(file)).find((key) => key?.startsWith('src/entries/'));
  const admin = [...keys].filter(isAdmin).concat(unknown.filter((file) => /admin/.test(file)));
  return { blocking, blockers, total, atLoad, css, entry, unknown, admin };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
  },
  // Its start-up banner (address, first-admin link) is not this script's to print; its errors are.
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Stops the server (and waits for it), whatever happened: CI must not keep a server running. */
async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const late = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}
// Stopped with Ctrl-C or by CI: the server goes too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
}

let failed = false;
try {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const pages = await walk(base);
  console.log(
    `Public pages' JavaScript (gzip -9). Budgets: render-blocking ${BUDGET_BLOCKING_BYTES} B; total ${kb(BUDGET_TOTAL_BYTES)} (module, preloads, their imports and what those can import later; React included), shown as loaded with the page + on demand`,
  );
  const columns = (...cells) =>
    `${cells[0].padEnd(57)} ${cells[1].padEnd(20)} ${cells
      .slice(2, 7)
      .map((c) => c.padStart(9))
      .join(' ')}  ${cells[7]}`;
  console.log(columns('page', 'entry', 'blocking', 'total', 'at load', 'on demand', 'CSS', 'result'));
  const reached = new Set();
  for (const { label, html } of pages) {
    const w = weigh(html);
    if (w.entry) reached.add(w.entry);
    const problems = [
      w.blocking > BUDGET_BLOCKING_BYTES && `RENDER-BLOCKING ${w.blockers.join(' ')}`,
      w.total > BUDGET_TOTAL_BYTES && `OVER BUDGET by ${kb(w.total - BUDGET_TOTAL_BYTES)}`,
      w.admin.length > 0 && `ADMIN CODE: ${w.admin.join(', ')}`,
      w.unknown.length > 0 && `NOT IN THE MANIFEST: ${w.unknown.join(', ')}`,
      !w.entry && 'NO PAGE ENTRY',
    ].filter(Boolean);
    if (problems.length) failed = true;
    console.log(
      columns(
        label,
        (w.entry ?? '-').replace(/^src\/entries\//, ''),
        `${w.blocking} B`,
        kb(w.total),
        kb(w.atLoad),
        `+${kb(w.total - w.atLoad)}`,
        kb(w.css),
        problems.length ? problems.join('; ') : 'ok',
      ),
    );
  }
  const entries = fs
    .readdirSync(path.join(root, 'apps/web/src/entries'))
    .map((file) => `src/entries/${file}`);
  const missed = entries.filter((key) => !reached.has(key));
  if (missed.length) {
    failed = true;
    console.log(`NOT REACHED BY THE WALK (add them to it): ${missed.join(', ')}`);
  }
} catch (error) {
  failed = true;
  console.error(`check-web-budget: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
