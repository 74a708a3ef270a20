// The public pages' throughput (issue 28), beside a static-file baseline in the same run:
//   npm run bench:pages -- --seconds 10 --connections 32 --rounds 3 --label after-issue-28
//
// - Prerendered pages (home, guidance, privacy policy: rendered once, then served from memory) against a plain
//   node:http server that streams the same bytes from a file: the target is at least 0.9 of the baseline.
// - Pages rendered per request (the anonymous form and the look-up, each with a new CSRF token; the reporter's own
//   report, read from the database for a signed-in session cookie): the target is at least 1,000 requests a second.
// The built server runs on a fresh embedded database with the demo data and rate limits lifted; the two servers of a
// comparison take turns, in the opposite order in each round, and the table gives medians.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import { load, warmUp } from './lib/load.ts';
import { freePort, type Server, startServer } from './lib/processes.ts';
import { resultsFile } from './lib/results-file.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    label: { type: 'string', default: 'pages' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const PASSWORD = 'bench#Pages1';
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bench-pages-'));
const port = await freePort();
const site: Server = await startServer(
  ['apps/server/dist/main.js'],
  {
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    REPORT_RATE_LIMIT: '1000000',
    SIGNIN_RATE_LIMIT: '1000000',
  },
  port,
);

/** A plain static-file server: each request streams the file from disk, as a static file server does. */
async function staticServer(file: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': fs.statSync(file).size,
    });
    fs.createReadStream(file).pipe(res);
  });
  const at = await freePort();
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${at}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** A filed report's session token (the API's sign-in), sent as the pages' reporter cookie. */
async function reporterCookie(base: string): Promise<string> {
  const companies = (await (await fetch(`${base}${endpointUrl(commonsApi.companyTypes)}`)).json()) as {
    code: string;
  }[];
  const form = new FormData();
  for (const [k, v] of Object.entries({
    postType: 'PRIVATE',
    companyType: companies[0]?.code ?? '',
    reportType: 'BRIBERY',
    title: '성능 측정 제보',
    who: '구매팀',
    when: '2026년 9월',
    where: '본사',
    what: '상품권',
    how: '봉투로',
    why: '업체 선정 대가',
    password: PASSWORD,
  })) {
    form.append(k, v);
  }
  const filed = await fetch(`${base}${endpointUrl(reporterApi.submit)}`, { method: 'POST', body: form });
  if (!filed.ok) throw new Error(`filing: ${filed.status} ${await filed.text()}`);
  const { receiptNumber } = (await filed.json()) as { receiptNumber: string };
  const signin = await fetch(`${base}${endpointUrl(reporterApi.signin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: receiptNumber, password: PASSWORD }),
  });
  if (!signin.ok) throw new Error(`sign-in: ${signin.status}`);
  const { token } = (await signin.json()) as { token: string };
  return `reporter_session=${token}`;
}

const rows: string[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bench-static-'));
try {
  for (const page of ['/', '/reportguide', '/privacypolicy']) {
    const html = await (await fetch(site.base + page)).text();
    const file = path.join(tmp, 'page.html');
    fs.writeFileSync(file, html);
    const baseline = await staticServer(file);
    const ours: number[] = [];
    const theirs: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['site', 'static'] : ['static', 'site'];
      const got: Record<string, number> = {};
      for (const who of order) {
        const url = (who === 'site' ? site.base : baseline.base) + page;
        await warmUp({ url, connections, seconds: 2 });
        got[who] = (await load({ url, connections, seconds })).rps;
      }
      ours.push(got.site ?? 0);
      theirs.push(got.static ?? 0);
      ratios.push((got.site ?? 0) / (got.static ?? 1));
    }
    await baseline.close();
    const ratio = median(ratios);
    rows.push(
      `| prerendered \`${page}\` (${(html.length / 1024).toFixed(1)} KB) | ${Math.round(median(ours)).toLocaleString('en')} | ${Math.round(median(theirs)).toLocaleString('en')} | ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | >= 0.9 of the static file: ${ratio >= 0.9 ? 'met' : 'not met'} |`,
    );
  }

  const cookie = await reporterCookie(site.base);
  const token = cookie.slice(cookie.indexOf('=') + 1);
  // The reporter's own report as the API's JSON, beside the page made of the same data: what the render adds.
  for (const [page, headers] of [
    ['/reportsecond02', {}],
    ['/reportinquiry', {}],
    ['/inquirypage', { cookie }],
    [endpointUrl(reporterApi.myPost), { authorization: `Bearer ${token}` }],
  ] as const) {
    const url = site.base + page;
    const check = await fetch(url, { headers, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`${page}: ${check.status}`);
    await warmUp({ url, connections, seconds: 2, headers });
    const rps: number[] = [];
    let non2xx = 0;
    for (let round = 0; round < rounds; round++) {
      const result = await load({ url, connections, seconds, headers });
      rps.push(result.rps);
      non2xx += result.non2xx + result.errors;
    }
    const got = median(rps);
    rows.push(
      `| per request \`${page}\` | ${Math.round(got).toLocaleString('en')} | | | >= 1,000 req/s: ${got >= 1000 && non2xx === 0 ? 'met' : 'not met'}${non2xx ? ` (${non2xx} non-2xx)` : ''} |`,
    );
  }
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
}

const lines = [
  `# Public pages' throughput (${values.label}, ${new Date().toISOString().slice(0, 10)})`,
  '',
  `${connections} connections, ${seconds} s per measure, median of ${rounds} rounds; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end.`,
  '',
  '| page | req/s | static file req/s | ratio (range) | target |',
  '| ---- | ----- | ----------------- | ------------- | ------ |',
  ...rows,
  '',
];
const out = resultsFile(values.label);
fs.writeFileSync(out, lines.join('\n'));
console.log(lines.join('\n'));
console.log(`written to ${out}`);
