import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminApi, commonsApi, endpointUrl, reporterApi, type UrlParts } from '@audit/contracts';
import pg from 'pg';
import { BENCH } from './bench-accounts.ts';
import { type LoadOptions, load, warmUp } from './lib/load.ts';
import { cell, type Measured, medianOf, type Row, ratio } from './lib/measured.ts';
import { embeddedScenario, exportScenario, uploadScenario } from './lib/one-off-scenarios.ts';
import {
  cpuSeconds,
  databaseCpu,
  databaseCpuSince,
  mainThreadCpuSeconds,
  type Server,
  startServer,
} from './lib/processes.ts';
import { openReceipts } from './lib/receipts.ts';
import { resultsFile } from './lib/results-file.ts';
import { pageScenarios, reporterCookie, savePrerenderedPages } from './lib/site-pages.ts';
import { argon2Rate, formBody } from './lib/submission.ts';

// npm run bench -- --label 10k   (after npm run build and npm run bench:seed on the same DATABASE_URL and key)
// Every scenario against the project and, where it has one, the raw baseline (bench/baseline-server.ts), one
// after the other in one run: requests per second, p50/p95/p99 and project/baseline. Memory scenarios read the
// server process's peak resident memory. Results: a Markdown table on standard output and in bench/results/.

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'run' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    /**
     * Rounds of each load scenario: the servers take turns, in the other order in each round, so that a change of the
     * machine's load (other tenants) during a scenario weighs on each of them alike. The table gives the median of
     * each figure and of the rounds' ratios, with their range.
     */
    rounds: { type: 'string', default: '3' },
    /** Only the scenarios whose name contains this, or one of these (comma-separated), while working on them. */
    only: { type: 'string', default: '' },
    /** The server entry measured as the project (another build's, e.g. a worktree of an earlier commit). */
    project: { type: 'string', default: 'apps/server/dist/main.js' },
    /** Another build's server entry (e.g. a worktree of the commit before a change), measured in the same run. */
    compare: { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the seeded PostgreSQL database');
const serverEnv = {
  DATABASE_URL: databaseUrl,
  ...(process.env.APP_MASTER_KEY ? { APP_MASTER_KEY: process.env.APP_MASTER_KEY } : {}),
  DATA_DIR: process.env.DATA_DIR ?? './data',
  SEED_DEMO_DATA: 'false',
  SIGNIN_RATE_LIMIT: '100000000',
  REPORT_RATE_LIMIT: '100000000',
  COMMENT_RATE_LIMIT: '100000000',
};

const rows: Row[] = [];

let compared: Server | null = null;
const selected = (scenario: string) => values.only.split(',').some((o) => scenario.includes(o));

async function both(
  scenario: string,
  project: Server,
  baseline: Server | null,
  o: Omit<LoadOptions, 'url' | 'seconds' | 'connections'> & {
    path0: string;
    /** The row's note from its figures (a budget's verdict). */
    note?: (row: Row) => string;
  },
) {
  if (!selected(scenario)) return;
  const run = async (s: Server): Promise<Measured> => {
    const opts = { ...o, url: s.base + o.path0, connections, seconds };
    await warmUp(opts);
    const pid = s.child.pid ?? 0;
    const cpuBefore = cpuSeconds(pid);
    const loopBefore = mainThreadCpuSeconds(pid);
    const databaseBefore = databaseCpu();
    const result = await load(opts);
    const perRequest = (s: number) => (result.rps > 0 ? (s * 1000) / (result.rps * seconds) : 0);
    return {
      ...result,
      serverCpuMs: perRequest(cpuSeconds(pid) - cpuBefore),
      eventLoopCpuMs: perRequest(mainThreadCpuSeconds(pid) - loopBefore),
      databaseCpuMs: perRequest(databaseCpuSince(databaseBefore)),
    };
  };
  const servers = [project, compared, baseline];
  const measured: Measured[][] = [[], [], []];
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1, 2] : [2, 1, 0]) {
      const server = servers[i];
      if (server) measured[i]?.push(await run(server));
    }
  }
  const [ps, cs, bs] = measured as [Measured[], Measured[], Measured[]];
  const against = (xs: Measured[]) =>
    bs.length > 0 && xs.length > 0 ? xs.map((x, i) => x.rps / (bs[i]?.rps ?? Number.NaN)) : undefined;
  const row: Row = {
    scenario,
    project: medianOf(ps),
    ...(bs.length > 0 ? { baseline: medianOf(bs) } : {}),
    ...(cs.length > 0 ? { compared: medianOf(cs) } : {}),
    ratios: against(ps),
    comparedRatios: against(cs),
  };
  if (o.note) row.note = o.note(row);
  rows.push(row);
  console.log(scenario, JSON.stringify(row));
}

async function signInAdmin(base: string, loginId: string): Promise<string> {
  const res = await fetch(base + endpointUrl(adminApi.signin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginId,
      password: BENCH.adminPassword,
      timestamp: Math.floor(Date.now() / 1000),
    }),
  });
  if (!res.ok) throw new Error(`admin sign-in ${loginId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function main(): Promise<void> {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const reports = Number((await db.query('select count(*) as n from posts')).rows[0].n);
  const ids = (await db.query('select id from posts order by random() limit 2000')).rows.map((r) =>
    Number(r.id),
  );
  const receipts = await openReceipts(db, serverEnv.DATA_DIR, 2000);
  const company =
    (await db.query(`select code from company_types where code = 'GARAM_ELECTRONICS'`)).rows[0]?.code ?? '';
  const oneCompanyReports = Number(
    (
      await db.query(
        `select count(*) as n from posts where company_type_id in (select m.company_type_id from company_type_maps m
           join admin_users a on a.group_id = m.group_id where a.login_id = $1 and m.status = 'ENABLED')`,
        [BENCH.oneCompany],
      )
    ).rows[0].n,
  );
  await db.end();

  const project = await startServer([values.project], { ...serverEnv, PORT: '18081' }, 18081);
  // The pages the project prerenders, saved as files for the baseline to serve as a static file server does.
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  const pageBytes = await savePrerenderedPages(project.base, pagesDir);
  const baseline = await startServer(
    ['--import', 'tsx', '--conditions=source', 'bench/baseline-server.ts'],
    { ...serverEnv, BASELINE_PORT: '18082', BASELINE_PAGES_DIR: pagesDir },
    18082,
    endpointUrl(commonsApi.companyTypes),
  );
  if (values.compare) compared = await startServer([values.compare], { ...serverEnv, PORT: '18083' }, 18083);
  try {
    const token = await signInAdmin(project.base, BENCH.allCompanies);
    const admin = { authorization: `Bearer ${token}` };
    const list = (query: UrlParts['query'] = {}) => ({
      path0: endpointUrl(adminApi.posts, { query }),
      headers: admin,
    });
    const detail = (id: number) => endpointUrl(adminApi.post, { params: { id } });
    await both('list: all companies', project, baseline, list());
    await both('list: one company', project, baseline, list({ companyType: company }));
    await both('list: by latest comment', project, baseline, list({ sort: 'commentCreatedDate,desc' }));
    await both(
      'list: keyword, a person (구매팀 김 과장)',
      project,
      baseline,
      list({ keyword: '구매팀 김 과장' }),
    );
    await both('list: keyword, a common word (법인카드)', project, baseline, list({ keyword: '법인카드' }));
    await both('list: page 500', project, baseline, list({ page: 500 }));
    let i = 0;
    if (selected('detail')) {
      // Every report of the scenario read once first: at a million reports their rows are on disk, and whichever
      // server went first read them from it (one run measured 77 req/s for the project and 371 for the same build
      // right after it).
      const warm = [...ids];
      const reader = async () => {
        for (let id = warm.pop(); id !== undefined; id = warm.pop())
          await (await fetch(project.base + detail(id), { headers: admin })).arrayBuffer();
      };
      await Promise.all(Array.from({ length: 8 }, reader));
    }
    await both('detail', project, baseline, {
      path0: detail(1),
      headers: admin,
      path: () => detail(ids[i++ % ids.length]!),
    });
    // Another report's receipt each time: the same one from 32 connections at once is what a guesser does, and its
    // attempts lock it (the lock counts attempts before the password is checked).
    let r = 0;
    await both('reporter sign-in', project, baseline, {
      path0: endpointUrl(reporterApi.signin),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      bodyOf: () =>
        JSON.stringify({
          loginId: receipts[r++ % receipts.length],
          password: BENCH.reporterPassword,
          timestamp: Math.floor(Date.now() / 1000),
        }),
    });
    if (selected('reporter sign-in')) {
      const verifyRate = await argon2Rate(seconds, 'verify');
      rows.push({ scenario: 'argon2id verify alone, two at a time', project: `${verifyRate.toFixed(0)} /s` });
    }
    const submit = await formBody(company);
    await both('report submission, no attachment', project, null, {
      path0: endpointUrl(reporterApi.submit),
      method: 'POST',
      headers: { 'content-type': submit.type },
      body: submit.body,
    });
    if (selected('report submission')) {
      const hashRate = await argon2Rate(seconds, 'hash');
      rows.push({ scenario: 'argon2id hash alone, two at a time', project: `${hashRate.toFixed(0)} /s` });
    }
    await pageScenarios(both, project, baseline, pageBytes, () =>
      Promise.all(
        // One reporter per connection, each with the session the look-up's sign-in opens.
        receipts
          .slice(-connections)
          .map((receipt) => reporterCookie(project.base, receipt, BENCH.reporterPassword)),
      ),
    );
    const html = await (await fetch(`${project.base}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/';
    await both('a hashed asset', project, baseline, { path0: asset });
    await both('commons: company list', project, baseline, { path0: endpointUrl(commonsApi.companyTypes) });
    if (selected('Excel export')) {
      // One company's reports (an eighth of the seeded ones): about 100,000 rows at a million.
      const one = { authorization: `Bearer ${await signInAdmin(project.base, BENCH.oneCompany)}` };
      rows.push(await exportScenario(project, one, oneCompanyReports));
    }
    if (selected('submission with a 10 MB attachment'))
      rows.push(
        ...(await uploadScenario(
          [
            { label: 'project', entry: values.project },
            ...(values.compare ? [{ label: 'compared build', entry: values.compare }] : []),
          ],
          serverEnv,
          company,
        )),
      );
    if (selected('embedded database'))
      rows.push(...(await embeddedScenario(values.project, serverEnv, { connections, seconds })));
  } finally {
    await project.stop();
    await baseline.stop();
    await compared?.stop();
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }
  writeResults(reports);
}

function writeResults(reports: number): void {
  const compare = values.compare !== '';
  const lines = [
    `# Benchmark ${values.label}: ${reports.toLocaleString('en')} reports`,
    '',
    `${new Date().toISOString()}, ${connections} connections, ${seconds} s per scenario and server, ${rounds} round${rounds > 1 ? 's' : ''} (the median of each figure; a ratio's range in brackets), PostgreSQL. Machine: ${process.env.BENCH_MACHINE ?? 'this one'}.`,
    ...(values.project !== 'apps/server/dist/main.js' ? ['', `Project build: \`${values.project}\`.`] : []),
    ...(compare
      ? ['', `Compared build: \`${values.compare}\`, measured between the project and the baseline.`]
      : []),
    '',
    `| scenario | project | raw baseline | project / baseline |${compare ? ' compared build | compared / baseline |' : ''} note |`,
    `|---|---|---|---|${compare ? '---|---|' : ''}---|`,
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${cell(r.project)} | ${cell(r.baseline)} | ${ratio(r.ratios)} |${compare ? ` ${cell(r.compared)} | ${ratio(r.comparedRatios)} |` : ''} ${r.note ?? ''} |`,
    ),
    '',
  ];
  const file = resultsFile(values.label);
  fs.writeFileSync(file, lines.join('\n'));
  console.log(lines.join('\n'));
  console.log(`written to ${file}`);
}

await main();
