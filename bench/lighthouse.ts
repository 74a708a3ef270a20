import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/processes.ts';

// npm run bench:lighthouse   (builds first; needs Debian's chromium: apt-get install -y chromium fonts-nanum)
// Lighthouse's mobile audit (its default: a mid-range phone, slow 4G simulated) of the three public pages the
// issue names, against the built site on a fresh embedded database with the demo data. Budgets (issue 11):
// performance >= 95, accessibility 100, best practices 100. Results: a Markdown table on standard output and in
// bench/results/; each page's full report (the audits behind a score) as JSON in bench/.lighthouse/, not committed.

const PAGES = ['/', '/reportsecond02', '/reportinquiry'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof BUDGET;

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'lighthouse' },
    /** Runs per page; the median score is reported (Lighthouse's performance score varies between runs). */
    runs: { type: 'string', default: '3' },
    /** Only this page (e.g. /reportsecond02), when looking into one. */
    page: { type: 'string' },
  },
});
const runs = Number(values.runs);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-lighthouse-'));
const port = await freePort();
const server = await startServer(
  ['apps/server/dist/main.js'],
  { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'true' },
  port,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const resultsDir = path.join(import.meta.dirname, 'results');
const reportsDir = path.join(import.meta.dirname, '.lighthouse');
const stamp = new Date().toISOString().slice(0, 10);
const lines = [
  `# Lighthouse, mobile (${values.label}, ${stamp}, median of ${runs} runs)`,
  '',
  '| page | performance | accessibility | best practices | first contentful paint | largest contentful paint | total blocking time |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
let failed = false;
try {
  for (const page of values.page ? [values.page] : PAGES) {
    const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [] };
    const fcp: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(server.base + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGET),
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { lhr } = result;
      for (const category of Object.keys(BUDGET) as Category[]) {
        scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      }
      fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      if (i === runs - 1) {
        const name = page === '/' ? 'home' : page.slice(1);
        fs.mkdirSync(reportsDir, { recursive: true });
        fs.writeFileSync(path.join(reportsDir, `${values.label}-${name}.json`), String(result.report));
      }
    }
    const cells = (Object.keys(BUDGET) as Category[]).map((category) => {
      const score = median(scores[category]);
      const ok = score >= BUDGET[category];
      if (!ok) failed = true;
      return `${score}${ok ? '' : ` (budget ${BUDGET[category]})`}`;
    });
    const ms = (list: number[]) => `${Math.round(median(list))} ms`;
    lines.push(`| \`${page}\` | ${cells.join(' | ')} | ${ms(fcp)} | ${ms(lcp)} | ${ms(tbt)} |`);
    console.log(lines.at(-1));
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const table = `${lines.join('\n')}\n`;
fs.writeFileSync(path.join(resultsDir, `${stamp}-${values.label}.md`), table);
console.log(`\n${table}`);
process.exitCode = failed ? 1 : 0;
