import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_PAGES } from '@audit/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/free-port.mjs';
import { type Server, startServer } from './lib/processes.ts';
import { resultsFile } from './lib/results-file.ts';

// npm run bench:lighthouse   (builds first; needs Debian's chromium: apt-get install -y chromium fonts-nanum)
// Lighthouse's mobile audit (its default: a mid-range phone, slow 4G simulated) of the three public pages the
// issue names, against the built site on a fresh embedded database with the demo data. Budgets (issue 11):
// performance >= 95, accessibility 100, best practices 100. Results: a Markdown table on standard output and in
// bench/results/; each page's full report (the audits behind a score) as JSON in bench/.lighthouse/, not committed.
//
// --compare <dir>: another build of the web app (its dist directory, e.g. built in a worktree of an earlier
// commit) is served beside this one and audited in turn with it, run for run, so that both are measured under
// the same load of a shared machine; its rows are marked "compared" and carry no budget.

const PAGES: string[] = [SITE_PAGES.home, SITE_PAGES.reportAnonymous, SITE_PAGES.lookup];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof BUDGET;

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'lighthouse' },
    /** Runs per page; the median score is reported (Lighthouse's performance score varies between runs). */
    runs: { type: 'string', default: '3' },
    /** Only this page (e.g. /reportsecond02), when looking into one. */
    page: { type: 'string' },
    /** Another build's web dist directory, audited alternately with this one. */
    compare: { type: 'string' },
  },
});
const runs = Number(values.runs);

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

/** The built server on a fresh embedded database with the demo data, serving `webDist` (or its own build). */
async function siteServer(webDist?: string): Promise<{ server: Server; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-lighthouse-'));
  const port = await freePort();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'true' };
  if (webDist) env.WEB_DIST_DIR = path.resolve(webDist);
  return { server: await startServer(['apps/server/dist/main.js'], env, port), dataDir };
}

type Target = { name: string; budget: boolean; site: { server: Server; dataDir: string } };
const targets: Target[] = [{ name: '', budget: true, site: await siteServer() }];
if (values.compare)
  targets.push({ name: ' (compared)', budget: false, site: await siteServer(values.compare) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const reportsDir = path.join(import.meta.dirname, '.lighthouse');
const stamp = new Date().toISOString().slice(0, 10);
const lines = [
  `# Lighthouse, mobile (${values.label}, ${stamp}, median of ${runs} runs)`,
  '',
  ...(values.compare
    ? [`Compared with the build in \`${values.compare}\`, audited in turn run for run.`, '']
    : []),
  '| page | performance | accessibility | best practices | first contentful paint | largest contentful paint | total blocking time |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

type Runs = { scores: Record<Category, number[]>; fcp: number[]; lcp: number[]; tbt: number[] };
const emptyRuns = (): Runs => ({
  scores: { performance: [], accessibility: [], 'best-practices': [] },
  fcp: [],
  lcp: [],
  tbt: [],
});

async function audit(target: Target, page: string, into: Runs, keepReport: boolean): Promise<void> {
  const result = await lighthouse(target.site.server.base + page, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(BUDGET),
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { lhr } = result;
  for (const category of Object.keys(BUDGET) as Category[]) {
    into.scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
  }
  into.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
  into.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  into.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  if (keepReport) {
    const name = `${values.label}${target.budget ? '' : '-compared'}-${page === '/' ? 'home' : page.slice(1)}`;
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${name}.json`), String(result.report));
  }
}

let failed = false;
try {
  for (const page of values.page ? [values.page] : PAGES) {
    const results = targets.map(emptyRuns);
    for (let i = 0; i < runs; i++) {
      for (const [t, target] of targets.entries())
        await audit(target, page, results[t] as Runs, i === runs - 1);
    }
    for (const [t, target] of targets.entries()) {
      const r = results[t] as Runs;
      const cells = (Object.keys(BUDGET) as Category[]).map((category) => {
        const score = median(r.scores[category]);
        const ok = !target.budget || score >= BUDGET[category];
        if (!ok) failed = true;
        return `${score}${ok ? '' : ` (budget ${BUDGET[category]})`}`;
      });
      const ms = (list: number[]) => `${Math.round(median(list))} ms`;
      lines.push(
        `| \`${page}\`${target.name} | ${cells.join(' | ')} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} |`,
      );
      console.log(lines.at(-1));
    }
  }
} finally {
  chrome.kill();
  for (const { site } of targets) {
    await site.server.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}

const table = `${lines.join('\n')}\n`;
fs.writeFileSync(resultsFile(values.label), table);
console.log(`\n${table}`);
process.exitCode = failed ? 1 : 0;
