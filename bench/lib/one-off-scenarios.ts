import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminApi, commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import pg from 'pg';
import { load, warmUp } from './load.ts';
import { median, type Row } from './measured.ts';
import { memoryOf, resetPeakMemory, type Server, startServer } from './processes.ts';
import { formBody } from './submission.ts';

// The scenarios measured once rather than beside the baseline: memory (the Excel export, 10 MB uploads) and the
// embedded database's commons lists. Each answers its result rows for bench/run.ts's table.

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
      ['company list', endpointUrl(commonsApi.companyTypes)],
      ['report types', endpointUrl(commonsApi.reportTypes)],
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
  const res = await fetch(project.base + endpointUrl(adminApi.exportPosts), { headers: admin });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  const growth = memoryOf(pid).peak - before;
  return {
    scenario: `Excel export of one company's reports (${reports.toLocaleString('en')} rows)`,
    project: `${(ms / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB file, peak memory +${(growth / 1e6).toFixed(0)} MB`,
    note: res.ok ? '' : `status ${res.status}`,
  };
}

/**
 * A PDF of one page of `size` bytes, which pdf-lib (the cleaner's) reads: the page's content stream fills it with
 * random bytes, as a scan's image would (a file of spaces after a PDF header, used before, was refused by the cleaner
 * at once and measured no cleaning).
 */
export function pdfOfSize(size: number): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const add = (b: Buffer | string) => {
    const bytes = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    chunks.push(bytes);
    at += bytes.length;
  };
  add('%PDF-1.7\n');
  for (const [i, dict] of [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ].entries()) {
    offsets.push(at);
    add(`${i + 1} 0 obj\n${dict}\nendobj\n`);
  }
  // The content stream takes what the cross-reference table and the trailer (under 400 bytes) leave of `size`.
  const length = size - at - 400;
  offsets.push(at);
  add(`4 0 obj\n<< /Length ${length} >>\nstream\n`);
  add(crypto.randomBytes(length));
  add('\nendstream\nendobj\n');
  const xref = at;
  add(
    `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/**
 * Submissions with a 10 MB attachment: an HWP file (a type the cleaner leaves as it is), one and eight at once, then
 * eight PDFs, which the instance's cleaner reads, parses and copies in the background (issue 13) while the uploads
 * go on, read until it is done with all of them. Each measurement is made on a server of its own, warmed up by one
 * upload of the same file, the cleaner done with it: on a server that ran other scenarios, their garbage was freed
 * at any moment and its resident memory before was no baseline (one build read +0 to +111 MB for the same row).
 * Three rounds, each build in turn; the median and the range of the peak's growth.
 */
export async function uploadScenario(
  builds: { label: string; entry: string }[],
  serverEnv: Record<string, string>,
  company: string,
): Promise<Row[]> {
  const file = pdfOfSize(10 * 1024 * 1024 - 1024);
  // An HWP 3 file by its first bytes (the server checks them against the name's type).
  const hwpFile = Buffer.alloc(file.length, 0x20);
  hwpFile.write('HWP Document File', 0, 'latin1');
  const hwp = await formBody(company, hwpFile, { name: '증빙.hwp', type: 'application/x-hwp' });
  const pdf = await formBody(company, file);
  const db = new pg.Client({ connectionString: serverEnv.DATABASE_URL });
  await db.connect();
  const cleaned = async () => {
    while (
      Number((await db.query(`select count(*) as n from attachments where cleaning = 'PENDING'`)).rows[0].n) >
      0
    )
      await new Promise((r) => setTimeout(r, 100));
  };
  const rows: Row[] = [];
  try {
    for (const [concurrent, form, label] of [
      [1, hwp, 'HWP'],
      [8, hwp, 'HWP'],
      [8, pdf, 'PDF, until the cleaner is done with them'],
    ] as const) {
      const runs = new Map(builds.map((b) => [b.label, [] as { growth: number; mbps: number }[]]));
      for (let round = 0; round < 3; round++) {
        for (const build of builds) {
          const server = await startServer([build.entry], { ...serverEnv, PORT: '18085' }, 18085);
          try {
            const upload = (n: number) =>
              Promise.all(
                Array.from({ length: n }, () =>
                  fetch(server.base + endpointUrl(reporterApi.submit), {
                    method: 'POST',
                    headers: { 'content-type': form.type },
                    body: form.body,
                  }).then((r) => {
                    if (!r.ok) throw new Error(`upload answered ${r.status}`);
                  }),
                ),
              );
            await upload(1);
            await cleaned();
            const pid = server.child.pid as number;
            resetPeakMemory(pid);
            const before = memoryOf(pid).rss;
            const started = performance.now();
            await upload(concurrent);
            const seconds = (performance.now() - started) / 1000;
            await cleaned();
            runs.get(build.label)?.push({
              growth: memoryOf(pid).peak - before,
              mbps: (concurrent * form.body.length) / 1e6 / seconds,
            });
          } finally {
            await server.stop();
          }
        }
      }
      for (const build of builds) {
        const r = runs.get(build.label) ?? [];
        const x = (growth: number) => (growth / concurrent / file.length).toFixed(2);
        const growths = r.map((m) => m.growth);
        const typical = median(growths);
        rows.push({
          scenario: `submission with a 10 MB attachment (${label}), ${concurrent} at once${builds.length > 1 ? ` (${build.label})` : ''}`,
          project: `peak memory +${(typical / 1e6).toFixed(0)} MB, ${x(typical)}x the file per upload (${x(Math.min(...growths))}x to ${x(Math.max(...growths))}x in 3 runs); ${(r.reduce((a, m) => a + m.mbps, 0) / r.length).toFixed(1)} MB/s`,
        });
      }
    }
  } finally {
    await db.end();
  }
  return rows;
}
