import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, warmUp } from './load.ts';
import { memoryOf, resetPeakMemory, type Server, startServer } from './processes.ts';
import { formBody } from './submission.ts';

// The scenarios measured once rather than beside the baseline: memory (the Excel export, 10 MB uploads) and the
// embedded database's commons lists. Each answers its result rows for bench/run.ts's table.

/** A result row: a scenario and what the project did (a load's figures, or a sentence). */
export type Row = { scenario: string; project: string | Awaited<ReturnType<typeof load>>; note?: string };

/**
 * The commons lists on the embedded database (PGlite in a fresh DATA_DIR with the demo data), the deployment a
 * small group starts with: the same built server, no DATABASE_URL. The lists are served from each instance's cache
 * of reference data, so the embedded database is read once, not per request.
 */
export async function embeddedScenario(
  project: string,
  serverEnv: Record<string, string>,
  o: { connections: number; seconds: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-'));
  const { DATABASE_URL: _pg, ...env } = serverEnv;
  const embedded = await startServer(
    [project],
    { ...env, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', PORT: '18084' },
    18084,
  );
  try {
    for (const [name, path0] of [
      ['company list', '/api/commons/company-types'],
      ['report types', '/api/commons/report-types'],
    ]) {
      const opts = { url: embedded.base + path0, connections: o.connections, seconds: o.seconds };
      await warmUp(opts);
      rows.push({ scenario: `commons on the embedded database: ${name}`, project: await load(opts) });
    }
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export async function exportScenario(
  project: Server,
  admin: Record<string, string>,
  reports: number,
): Promise<Row> {
  const pid = project.child.pid as number;
  resetPeakMemory(pid);
  const before = memoryOf(pid).rss;
  const started = performance.now();
  const res = await fetch(`${project.base}/api/admin/posts.xls`, { headers: admin });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  const growth = memoryOf(pid).peak - before;
  return {
    scenario: `Excel export of one company's reports (${reports.toLocaleString('en')} rows)`,
    project: `${(ms / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB file, peak memory +${(growth / 1e6).toFixed(0)} MB`,
    note: res.ok ? '' : `status ${res.status}`,
  };
}

export async function uploadScenario(project: Server, company: string): Promise<Row[]> {
  const rows: Row[] = [];
  const file = Buffer.alloc(10 * 1024 * 1024 - 1024, 0x20);
  file.write('%PDF-1.7\n', 0, 'latin1');
  // An HWP 3 file by its first bytes (the server checks them against the name's type).
  const hwpFile = Buffer.alloc(file.length, 0x20);
  hwpFile.write('HWP Document File', 0, 'latin1');
  // The upload's own memory with a type the cleaner leaves as it is (HWP), then a PDF, which the instance's cleaner
  // reads, parses and copies in the background (issue 13) while the uploads go on: its memory is in that row too.
  const hwp = await formBody(company, hwpFile, { name: '증빙.hwp', type: 'application/x-hwp' });
  const pdf = await formBody(company, file);
  const pid = project.child.pid as number;
  for (const [concurrent, { body, type }, label] of [
    [1, hwp, 'HWP'],
    [8, hwp, 'HWP'],
    [8, pdf, 'PDF, cleaned meanwhile'],
  ] as const) {
    resetPeakMemory(pid);
    const before = memoryOf(pid).rss;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: concurrent }, () =>
        fetch(`${project.base}/api/informant/posts`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }),
      ),
    );
    const ms = performance.now() - started;
    const growth = memoryOf(pid).peak - before;
    rows.push({
      scenario: `submission with a 10 MB attachment (${label}), ${concurrent} at once`,
      project: `${((concurrent * body.length) / 1e6 / (ms / 1000)).toFixed(1)} MB/s, peak memory +${(growth / 1e6).toFixed(0)} MB (${(growth / concurrent / file.length).toFixed(2)}x the file per upload)`,
      note: answers.every((a) => a.ok) ? '' : `statuses ${answers.map((a) => a.status).join(',')}`,
    });
  }
  return rows;
}
