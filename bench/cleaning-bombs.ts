import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import { officeBomb, pdfBomb, pngBomb } from '../apps/server/src/test-support/bomb-files.ts';
import { pdfOfSize } from './lib/one-off-scenarios.ts';
import { memoryOf, resetPeakMemory } from './lib/processes.ts';
import { resultsFile } from './lib/results-file.ts';
import { formBody } from './lib/submission.ts';

// npm run build:server && DATABASE_URL=postgresql://... node --import tsx --conditions=source bench/cleaning-bombs.ts
//   [--project <main.js>] [--label x]
// Issue 30, hole 2: the server's peak memory while it cleans each decompression bomb of test-support/bomb-files.ts
// (and an honest 10 MB PDF beside them). Each file on a server of its own (on DATABASE_URL, an empty database of
// its own for each build, migrated by the server; without it, the embedded database, whose own memory for a 10 MB
// row, in the server process, then weighs in the figures), a fresh DATA_DIR: the
// server's resident memory before, its peak after (VmHWM, reset after start), and the peak of its cleaner
// processes (their VmHWM, read every 5 ms while they live), until the server logs the file's cleaning; /healthz is
// asked every 100 ms meanwhile. Memory is measured here, never in a test.

const { values } = parseArgs({
  options: {
    project: { type: 'string', default: 'apps/server/dist/main.js' },
    label: { type: 'string', default: 'cleaning-bombs' },
    port: { type: 'string', default: '18086' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const MB = 1e6;
const PORT = Number(values.port);
const database = process.env.DATABASE_URL
  ? {
      DATABASE_URL: process.env.DATABASE_URL,
      // One key for the run: every server of it reads what the one before wrote.
      APP_MASTER_KEY: process.env.APP_MASTER_KEY ?? crypto.randomBytes(32).toString('base64'),
    }
  : {};

/** The server's children (its cleaner processes), by every thread of it (Linux). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`, { withFileTypes: false }))
    try {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1').trim();
      if (list) found.push(...list.split(' ').map(Number));
    } catch {}
  return found;
}

type Measure = { file: string; before: number; serverPeak: number; cleanersPeak: number; seconds: number };

async function measure(name: string, data: Buffer, type: string): Promise<Measure & { outcome: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bombs-'));
  const child: ChildProcess = spawn(process.execPath, [values.project], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      PORT: String(PORT),
      REPORT_RATE_LIMIT: '100000000',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let wake: () => void = () => {};
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n'));
    wake();
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (const deadline = Date.now() + 120_000; ; ) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const companies = (await (await fetch(base + endpointUrl(commonsApi.companyTypes))).json()) as {
      code: string;
    }[];
    const form = await formBody(companies[0]?.code ?? '', data, { name, type });
    await new Promise((r) => setTimeout(r, 2000));
    const pid = child.pid as number;
    resetPeakMemory(pid);
    const before = memoryOf(pid).rss;
    const peaks = new Map<number, number>();
    const watch = setInterval(() => {
      for (const c of childrenOf(pid))
        try {
          peaks.set(c, Math.max(peaks.get(c) ?? 0, memoryOf(c).peak));
        } catch {}
    }, 5);
    let healthy = 0;
    let unhealthy = 0;
    const health = setInterval(() => {
      fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => (r.ok ? healthy++ : unhealthy++),
        () => unhealthy++,
      );
    }, 100);
    const started = performance.now();
    const res = await fetch(base + endpointUrl(reporterApi.submit), {
      method: 'POST',
      headers: { 'content-type': form.type },
      body: form.body,
    });
    if (!res.ok) throw new Error(`upload answered ${res.status}`);
    const done = () => lines.find((l) => l.includes('"event":"attachments-cleaned"'));
    for (const deadline = Date.now() + 600_000; !done(); ) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server died (${child.exitCode ?? child.signalCode})`);
      if (Date.now() > deadline) throw new Error('no cleaning logged in 10 minutes');
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 200);
      });
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(watch);
    clearInterval(health);
    const logged = JSON.parse(done() as string) as Record<string, unknown>;
    const reason = lines
      .filter((l) => l.includes('"event":"attachment-not-cleaned"'))
      .map((l) => (JSON.parse(l) as { reason?: string }).reason)
      .join('; ');
    const counts = Object.entries(logged)
      .filter(([k]) => /^[A-Z_]+$/.test(k))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    return {
      file: `${name} (${(data.length / MB).toFixed(2)} MB)`,
      before,
      serverPeak: memoryOf(pid).peak,
      cleanersPeak: [...peaks.values()].reduce((a, b) => a + b, 0),
      seconds,
      outcome: `${counts}${reason ? ` (${reason})` : ''}; /healthz ${healthy} ok, ${unhealthy} not`,
    };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const files: [string, Buffer, string][] = [
  ['honest.pdf', pdfOfSize(10 * 1024 * 1024 - 1024), 'application/pdf'],
  ['statement.pdf', await pdfBomb(), 'application/pdf'],
  [
    'minutes.docx',
    await officeBomb('docx'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'ledger.xlsx',
    await officeBomb('xlsx'),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  ['screenshot.png', await pngBomb(), 'image/png'],
];
const table = [
  `Cleaning decompression bombs, ${values.project}, ${database.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${new Date().toISOString()}`,
  '',
  '| file | server RSS before | server peak (VmHWM) | cleaner processes peak (sum of VmHWM) | added in all | seconds | outcome |',
  '|---|---|---|---|---|---|---|',
];
for (const [name, data, type] of files) {
  const m = await measure(name, data, type);
  const added = m.serverPeak - m.before + m.cleanersPeak;
  table.push(
    `| ${m.file} | ${(m.before / MB).toFixed(0)} MB | ${(m.serverPeak / MB).toFixed(0)} MB (+${((m.serverPeak - m.before) / MB).toFixed(0)}) | ${(m.cleanersPeak / MB).toFixed(0)} MB | +${(added / MB).toFixed(0)} MB | ${m.seconds.toFixed(1)} | ${m.outcome} |`,
  );
  console.log(table.at(-1));
}
const out = resultsFile(values.label);
fs.writeFileSync(out, `${table.join('\n')}\n`);
console.log(`\n${table.join('\n')}\n\n${out}`);
