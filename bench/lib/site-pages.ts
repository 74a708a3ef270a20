import fs from 'node:fs';
import path from 'node:path';
import { endpointUrl, reporterApi, SITE_PAGES } from '@audit/contracts';
import type { LoadOptions } from './load.ts';
import { type Measured, median, type Row } from './measured.ts';
import type { Server } from './processes.ts';

// The public pages' scenarios (issue 28's throughput budgets), shared by `npm run bench` (PostgreSQL, beside the raw
// baseline) and `npm run bench:pages` (the embedded database).

/**
 * Pages rendered once and then served from memory (static-pages.ts), each measured beside the same bytes (headers
 * included) answered from memory by a bare node:http server, the least work an answer needs: the budget is at least
 * 0.9 of its requests per second.
 */
export const PRERENDERED_PAGES = [SITE_PAGES.home, SITE_PAGES.guide, SITE_PAGES.privacy] as const;
export const PRERENDERED_BUDGET = 0.9;

/**
 * Pages rendered per request: the blank forms (each answer with a CSRF token of its own, and a binding cookie for a
 * new visitor) and the reporter's own report (read for the session's cookie). Budget: 1,000 requests a second at 32
 * connections.
 */
export const PER_REQUEST_PAGES = [
  SITE_PAGES.reportAnonymous,
  SITE_PAGES.lookup,
  SITE_PAGES.myReport,
] as const;
export const PER_REQUEST_BUDGET = 1000;

/** The file the static-file baseline serves a page from (`/` is index.html). */
export const pageFileName = (page: string): string => `${page === '/' ? 'index' : page.slice(1)}.html`;

// Headers a server adds to every answer of its own (the date, the connection's), and the body's length and framing:
// the baseline's node:http sets them for itself.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Saves the prerendered pages as the project serves them into `dir`, with the headers they were sent with (beside
 * each page, `.headers.json`): the baseline answers the same bytes, headers included, so that what is compared is
 * the work of answering, not what is sent.
 */
export async function savePrerenderedPages(base: string, dir: string): Promise<Record<string, number>> {
  fs.mkdirSync(dir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const page of PRERENDERED_PAGES) {
    // As a load tool asks: no compression (the pages are sent as they are to every client).
    const res = await fetch(base + page, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
    if (res.headers.get('content-encoding')) throw new Error(`${page}: answered compressed`);
    const html = Buffer.from(await res.arrayBuffer());
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name)));
    fs.writeFileSync(path.join(dir, pageFileName(page)), html);
    fs.writeFileSync(path.join(dir, `${pageFileName(page)}.headers.json`), JSON.stringify(headers));
    sizes[page] = html.length;
  }
  return sizes;
}

/**
 * The pages' session cookie of a reporter: the API's sign-in (`/api/informant/signin`) opens the same session the
 * look-up page's post opens, and its token is what the page's cookie holds (reporter-pages.ts).
 */
export async function reporterCookie(base: string, receipt: string, password: string): Promise<string> {
  const res = await fetch(base + endpointUrl(reporterApi.signin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: receipt, password, timestamp: Math.floor(Date.now() / 1000) }),
  });
  if (!res.ok) throw new Error(`reporter sign-in ${receipt}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return `reporter_session=${token}`;
}

/** The budget's verdict on a per-request page's requests per second (and its answers: a redirect is a failure). */
export const perRequestVerdict = (rps: number, failures: number) =>
  `>= ${PER_REQUEST_BUDGET.toLocaleString('en')} req/s: ${rps >= PER_REQUEST_BUDGET && failures === 0 ? 'met' : 'not met'}`;

/** The budget's verdict on a prerendered page's ratio to the static file. */
export const prerenderedVerdict = (ratio: number) =>
  `>= ${PRERENDERED_BUDGET} of the static file: ${ratio >= PRERENDERED_BUDGET ? 'met' : 'not met'}`;

/** bench/run.ts's measure of one scenario on the project (and the baseline, when given), as a table row. */
type Scenario = (
  scenario: string,
  project: Server,
  baseline: Server | null,
  o: Omit<LoadOptions, 'url' | 'seconds' | 'connections'> & { path0: string; note?: (row: Row) => string },
) => Promise<void>;

/**
 * The public pages in `npm run bench` (PostgreSQL): those rendered once beside the same bytes from the baseline's
 * saved pages, those rendered per request (a CSRF token each; the reporter's own report for a session cookie, one
 * reporter per connection) against 1,000 req/s.
 */
export async function pageScenarios(
  both: Scenario,
  project: Server,
  baseline: Server,
  pageBytes: Record<string, number>,
  reporterCookies: () => Promise<string[]>,
): Promise<void> {
  for (const page of PRERENDERED_PAGES) {
    await both(
      `page ${page}, prerendered (${(pageBytes[page] ?? 0).toLocaleString('en')} bytes)`,
      project,
      baseline,
      {
        path0: page,
        note: (row) => prerenderedVerdict(median(row.ratios ?? [0])),
      },
    );
  }
  const verdict = (row: Row) => {
    const m = row.project as Measured;
    return perRequestVerdict(m.rps, m.non2xx + m.errors);
  };
  let cookies: string[] | undefined;
  for (const page of PER_REQUEST_PAGES) {
    let c = 0;
    const own = page === SITE_PAGES.myReport;
    if (own) cookies ??= await reporterCookies();
    const list = cookies ?? [];
    await both(
      `page ${page}, per request${own ? ' (a reporter’s session cookie)' : ' (a CSRF token each)'}`,
      project,
      null,
      {
        path0: page,
        ...(own ? { headersOf: () => ({ cookie: list[c++ % list.length] ?? '' }) } : {}),
        note: verdict,
      },
    );
  }
}
