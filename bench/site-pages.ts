// The public pages' throughput (issue 28) on the embedded database, beside a static-file baseline in the same run:
//   npm run bench:pages -- --seconds 10 --connections 32 --rounds 3 --label after-issue-28
// (`npm run bench` measures the same pages on PostgreSQL beside its raw baseline: bench/lib/site-pages.ts.)
//
// - Prerendered pages (home, guidance, privacy policy: rendered once, then served from memory) against a bare
//   node:http process answering the same bytes, headers included, from memory (bench/static-pages-server.ts): the
//   target is at least 0.9 of the baseline.
// - Pages rendered per request (the anonymous form and the look-up, each with a new CSRF token; the reporter's own
//   report, read from the database for a signed-in session cookie): the target is at least 1,000 requests a second.
// - The reporter's own report as the API's JSON beside its page: what the render adds.
// The built server runs on a fresh embedded database with the demo data and rate limits lifted; the two servers of a
// comparison take turns, in the opposite order in each round, and the table gives medians. Each figure comes with the
// CPU time the answering process's main thread spent per request: less disturbed than requests per second by other
// work on the machine, and 1,000 / (ms per request) is what one core can answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commonsApi, endpointUrl, reporterApi, SITE_PAGES } from '@audit/contracts';
import { freePort } from '../scripts/free-port.mjs';
import { BENCH } from './bench-accounts.ts';
import { type LoadOptions, load, warmUp } from './lib/load.ts';
import { mainThreadCpuSeconds, type Server, startServer } from './lib/processes.ts';
import { resultsFile } from './lib/results-file.ts';
import {
  PER_REQUEST_PAGES,
  PRERENDERED_PAGES,
  perRequestVerdict,
  prerenderedVerdict,
  reporterCookie,
  savePrerenderedPages,
} from './lib/site-pages.ts';
import { formBody } from './lib/submission.ts';

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
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

/** Requests per second, and the CPU time the server's main thread spent per request (ms). */
async function measure(
  server: Server,
  o: LoadOptions,
): Promise<{ rps: number; cpuMs: number; failures: number }> {
  const pid = server.child.pid ?? 0;
  const before = mainThreadCpuSeconds(pid);
  const result = await load(o);
  const cpu = mainThreadCpuSeconds(pid) - before;
  return {
    rps: result.rps,
    cpuMs: (cpu * 1000) / (result.rps * o.seconds),
    failures: result.non2xx + result.errors,
  };
}
const ms = (list: number[]) => `${median(list).toFixed(3)} ms`;

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
    COMMENT_RATE_LIMIT: '1000000',
  },
  port,
);

/** A filed report's session token (the API's sign-in), sent as the pages' reporter cookie. */
async function filedReporterCookie(base: string): Promise<string> {
  const companies = (await (await fetch(`${base}${endpointUrl(commonsApi.companyTypes)}`)).json()) as {
    code: string;
  }[];
  const { body, type } = await formBody(companies[0]?.code ?? '');
  const filed = await fetch(`${base}${endpointUrl(reporterApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  if (!filed.ok) throw new Error(`filing: ${filed.status} ${await filed.text()}`);
  const { receiptNumber } = (await filed.json()) as { receiptNumber: string };
  return reporterCookie(base, receiptNumber, BENCH.reporterPassword);
}

const rows: string[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bench-static-'));
try {
  const sizes = await savePrerenderedPages(site.base, tmp);
  const staticPort = await freePort();
  const baseline = await startServer(
    ['--import', 'tsx', '--conditions=source', 'bench/static-pages-server.ts'],
    { PAGES_DIR: tmp, PORT: String(staticPort) },
    staticPort,
    '/',
  );
  try {
    for (const page of PRERENDERED_PAGES) {
      const got = {
        site: [] as number[],
        static: [] as number[],
        siteCpu: [] as number[],
        staticCpu: [] as number[],
      };
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? (['site', 'static'] as const) : (['static', 'site'] as const);
        const rps: Record<string, number> = {};
        for (const who of order) {
          const server = who === 'site' ? site : baseline;
          const url = server.base + page;
          await warmUp({ url, connections, seconds: 2 });
          const m = await measure(server, { url, connections, seconds });
          rps[who] = m.rps;
          got[who].push(m.rps);
          got[who === 'site' ? 'siteCpu' : 'staticCpu'].push(m.cpuMs);
        }
        ratios.push((rps.site ?? 0) / (rps.static ?? 1));
      }
      const ratio = median(ratios);
      rows.push(
        `| prerendered \`${page}\` (${((sizes[page] ?? 0) / 1024).toFixed(1)} KB) | ${Math.round(median(got.site)).toLocaleString('en')} (${ms(got.siteCpu)}) | ${Math.round(median(got.static)).toLocaleString('en')} (${ms(got.staticCpu)}) | ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | ${prerenderedVerdict(ratio)} |`,
      );
    }
  } finally {
    await baseline.stop();
  }

  const cookie = await filedReporterCookie(site.base);
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const perRequest = PER_REQUEST_PAGES.map((page): [string, Record<string, string>] => [
    page,
    page === SITE_PAGES.myReport ? { cookie } : {},
  ]);
  // The reporter's own report as the API's JSON, the data of /inquirypage's page: what the render adds to it.
  perRequest.push([endpointUrl(reporterApi.myPost), { authorization: `Bearer ${token}` }]);
  for (const [page, headers] of perRequest) {
    const url = site.base + page;
    const check = await fetch(url, { headers, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`${page}: ${check.status}`);
    await warmUp({ url, connections, seconds: 2, headers });
    const rps: number[] = [];
    const cpu: number[] = [];
    let failures = 0;
    for (let round = 0; round < rounds; round++) {
      const m = await measure(site, { url, connections, seconds, headers });
      rps.push(m.rps);
      cpu.push(m.cpuMs);
      failures += m.failures;
    }
    const got = median(rps);
    const target =
      page === endpointUrl(reporterApi.myPost)
        ? '(the JSON of the same data, for comparison)'
        : `${perRequestVerdict(got, failures)}${failures ? ` (${failures} non-2xx)` : ''}`;
    rows.push(
      `| per request \`${page}\` | ${Math.round(got).toLocaleString('en')} (${ms(cpu)}) | | | ${target} |`,
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
  '| page | req/s (server CPU per request) | baseline req/s (CPU per request) | ratio (range) | target |',
  '| ---- | ------------------------------ | -------------------------------- | ------------- | ------ |',
  ...rows,
  '',
];
const out = resultsFile(values.label);
fs.writeFileSync(out, lines.join('\n'));
console.log(lines.join('\n'));
console.log(`written to ${out}`);
