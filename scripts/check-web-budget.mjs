// The public pages' JavaScript, checked against the budgets of issue 28, on the built site as a browser meets it.
// CI runs it right after `npm run build`:
//
//   node scripts/check-web-budget.mjs     exit 1 when a page is over either budget, loads admin code, or was not reached
//
// It starts the built server on a fresh embedded database with the demo data and walks every public page as a
// browser without JavaScript does (plain GETs, then the anonymous form's post, its review page's 접수, the receipt,
// the look-up's post and the reporter's own page, and a post from another site, which the error page refuses), so
// what is weighed is the HTML the server really sends. For each page, two budgets, measured apart:
// - render-blocking: the scripts that hold up the first render (a classic script, inline, or with a src but without
//   async or defer; a module script is deferred and a JSON data block never runs): budget 0 bytes;
// - total: every byte of JavaScript the page can load, gzip -9: its module script, its module preloads, every chunk
//   they import, and every chunk those can still import later (dynamic imports: a dialog's code when the first dialog
//   opens, the preview), followed through Vite's manifest: budget 110 KB, React included. The part loaded with the
//   page (its static imports) and the part fetched on demand are shown beside it.
// - no chunk of the admin app (src/admin-main.tsx, src/features/admin*, src/features/sysadmin, a chunk named admin),
//   and no script that is not in the public pages' manifest (the admin app is a build of its own, without one).
// Every entry of src/entries/ must have been reached by the walk (its page's module script is that entry), so a new
// public page is never left unweighed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'apps/web/dist/client');
const BUDGET_BLOCKING_BYTES = 0;
const BUDGET_TOTAL_BYTES = 110 * 1024;
const PASSWORD = 'budget#Check1';
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

const weight = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A browser without scripts: one cookie jar (path-scoped), the site's own Origin on every post. */
function plainBrowser(base) {
  const jar = new Map();
  const cookieHeader = (url) => {
    const at = new URL(url, base).pathname;
    return [...jar]
      .filter(([, c]) => c.path === '/' || at === c.path || at.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  };
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...parts] = line.split(';').map((s) => s.trim());
      const [name, ...value] = pair.split('=');
      const cookiePath = parts.find((p) => /^path=/i.test(p))?.slice(5) ?? '/';
      const gone = value.join('=') === '' || parts.some((p) => /^max-age=0$/i.test(p));
      if (gone) jar.delete(name);
      else jar.set(name, { value: value.join('='), path: cookiePath });
    }
    return res;
  };
  const request = async (url, init = {}) => {
    const cookie = cookieHeader(url);
    const headers = { ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) };
    return keep(await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' }));
  };
  return {
    get: (url) => request(url),
    /** A form post; `origin` is the site's own unless a test of a foreign post names another. */
    post: (url, body, origin = base) => request(url, { method: 'POST', body, headers: { origin } }),
  };
}

const hidden = (html, name) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** Every public page, reached as a reporter without JavaScript reaches it: [label, html]. */
async function walk(base) {
  const browser = plainBrowser(base);
  const pages = [];
  const visit = async (label, res, expected = 200) => {
    const html = await res.text();
    if (res.status !== expected) throw new Error(`${label}: ${res.status}, expected ${expected}`);
    pages.push({ label, html });
    return html;
  };
  for (const url of [
    ...['/', '/reportguide', '/reportguide?tab=protection', '/reportguide?tab=targets'],
    ...['/reportguide?tab=procedure', '/reportguide?tab=others'],
    ...['/reporting', '/reporting?step=consent', '/reporting?step=notice&kind=anonymous'],
    '/reportsecond?collectionConsent=yes&thirdPartyConsent=yes',
    ...['/privacypolicy', '/privacypolicy/v1.1', '/privacypolicy/v1.0', '/certification'],
    ...['/auditpopup', '/auditpopup2', '/sessiontimeout'],
  ]) {
    await visit(url, await browser.get(url));
  }
  await visit('(unknown path)', await browser.get('/no-such-page'), 404);
  // The error page: what a refused request is answered with (here a post from another site's page).
  await visit(
    '(error: a foreign post to /reportinquiry)',
    await browser.post('/reportinquiry', new URLSearchParams({ loginId: '1' }), 'https://elsewhere.example'),
    403,
  );

  const form = await visit('/reportsecond02', await browser.get('/reportsecond02'));
  const company = /<select[^>]*name="companyType"[^>]*>[\s\S]*?<option value="([^"]+)"/.exec(form)?.[1];
  if (!company) throw new Error('/reportsecond02: no company to choose');
  const fields = new FormData();
  for (const [name, value] of Object.entries({
    _csrf: hidden(form, '_csrf') ?? '',
    companyType: company,
    reportType: 'BRIBERY',
    title: '예산 점검용 제보',
    who: '구매팀',
    when: '2026년 9월',
    where: '본사',
    what: '상품권',
    how: '봉투로',
    why: '업체 선정 대가',
    otherRequests: '',
    excludedPersons: '',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    intent: 'review',
  })) {
    fields.append(name, value);
  }
  const review = await visit('(review, POST /reportsecond02)', await browser.post('/reportsecond02', fields));
  const confirm = new URLSearchParams({
    _csrf: hidden(review, '_csrf') ?? '',
    draft: hidden(review, 'draft') ?? '',
    intent: 'confirm',
  });
  const filed = await browser.post('/reportsecond02/confirm', confirm);
  if (filed.status !== 303) throw new Error(`접수: ${filed.status}, expected 303`);
  const receiptPage = await visit('/reportcomplete', await browser.get(filed.headers.get('location')));
  const receipt = /(\d{4}-\d{4}-\d{4}-\d{4})/.exec(receiptPage)?.[1];
  if (!receipt) throw new Error('/reportcomplete: no receipt number');

  const lookup = await visit('/reportinquiry', await browser.get('/reportinquiry'));
  const signedIn = await browser.post(
    '/reportinquiry',
    new URLSearchParams({
      _csrf: hidden(lookup, '_csrf') ?? '',
      loginId: receipt.replaceAll('-', ''),
      password: PASSWORD,
    }),
  );
  if (signedIn.status !== 303) throw new Error(`look-up: ${signedIn.status}, expected 303`);
  await visit('/inquirypage', await browser.get(signedIn.headers.get('location')));
  return pages;
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
    `Public pages' JavaScript (gzip -9). Budgets: render-blocking ${kb(BUDGET_BLOCKING_BYTES)}; total ${kb(BUDGET_TOTAL_BYTES)} (module, preloads, their imports and what those can import later; React included), shown as loaded with the page + on demand`,
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
        kb(w.blocking),
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
