import { ADMIN_PAGES, commonsApi, FOOTER_PAGES } from '@audit/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { makeAuditTeam, makeCompany, makeSysadmin } from '../test-support/factories.ts';
import { reportAndSignIn } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  contentType,
  jsonBody,
  longString,
  multipartBody,
  nastyString,
  pathSegment,
  rawBody,
  rawQuery,
} from './hostile-input.arbitraries.ts';
import { registeredRoutes } from './route.ts';

// Property-based hostile input: random and malformed bodies, queries, headers, multipart bodies and file names
// sent to every route the server registered, as anonymous, reporter, report admin and system admin. Whatever is
// sent, the answer is below 500 and, when refused, a JSON error with a message and a code (a public page answers a
// page that says why, unless the request asked for JSON); the process keeps serving. A failure prints fast-check's
// seed and the smallest request that broke the rule.

/** Requests per route in CI; set HOSTILE_RUNS higher for a longer hunt (e.g. 500) on a quiet machine. */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
const ROUTE_SHARES = 8;
/** Routes that read nothing of a request: the admin app's page, public pages with no query, the API's UI files. */
const STATIC_PAGES = ['/', '/auditpopup', '/auditpopup2', '/sessiontimeout', ...Object.values(FOOTER_PAGES)];
const NOT_CHECKED = new Set([
  'GET /api/docs/static/*',
  ...[...ADMIN_PAGES, ...STATIC_PAGES].map((p) => `GET ${p}`),
]);

describe('hostile input on every route', () => {
  let t: TestApp;
  const auth: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await makeCompany(t.database.db);
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    auth.reportAdmin = team.headers.authorization;
    auth.sysadmin = (await makeSysadmin(t.app, t.database.db)).authorization;
    auth.reporter = `Bearer ${(await reportAndSignIn(t.app, company)).token}`;
    auth.garbage = 'Bearer \u00ff\u00fe garbage';
    auth.huge = `Bearer ${'x'.repeat(5_000)}`;
    auth.none = undefined;
  });
  afterAll(() => t?.close());

  const routes = () => registeredRoutes(t.app).filter((r) => !NOT_CHECKED.has(`${r.method} ${r.url}`));

  /** One hostile request for a route: its URL, headers and body. */
  const requestFor = (url: string, endsSession: boolean) =>
    fc
      .record({
        segments: fc.array(pathSegment, { minLength: 4, maxLength: 4 }),
        query: fc.option(rawQuery, { nil: undefined }),
        body: fc.oneof(
          jsonBody.map((b) => ({ contentType: 'application/json', payload: JSON.stringify(b) ?? 'null' })),
          fc.record({ contentType, payload: rawBody }),
          multipartBody,
          fc.record({ contentType: fc.constant('application/json'), payload: longString }),
          fc.constant(undefined),
        ),
        // A call that ends its session would end the shared ones: those go without a working token.
        who: endsSession
          ? fc.constantFrom('none', 'garbage', 'huge')
          : fc.constantFrom('none', 'garbage', 'huge', 'reporter', 'reportAdmin', 'sysadmin'),
        extraHeader: fc.option(
          fc.tuple(fc.constantFrom('x-forwarded-for', 'accept', 'cookie'), nastyString),
          {
            nil: undefined,
          },
        ),
      })
      .map(({ segments, query, body, who, extraHeader }) => {
        let i = 0;
        const path = url.replace(/:[A-Za-z_]+/g, () => segments[i++ % segments.length] ?? '1');
        const headers: Record<string, string> = {};
        const authorization = auth[who];
        if (authorization) headers.authorization = authorization;
        if (body?.contentType) headers['content-type'] = body.contentType;
        if (extraHeader)
          headers[extraHeader[0]] = extraHeader[1]
            .replace(/[\r\n]/g, '')
            .replaceAll('\u0000', '')
            .slice(0, 200);
        return { url: query ? `${path}?${query}` : path, headers, payload: body?.payload };
      });

  // The routes are shared out over ROUTE_SHARES tests, so each does a bounded share of the work (some 250 requests,
  // many rendering a page) far below its timeout even on a loaded machine: sized by count, never by a race.
  const seen = new Set<number>();
  const share = (n: number) => routes().filter((_, i) => i % ROUTE_SHARES === n);

  it('shares every route out (more than 50)', () => {
    expect(routes().length).toBeGreaterThan(50);
    expect(Array.from({ length: ROUTE_SHARES }, (_, n) => share(n).length).reduce((a, b) => a + b)).toBe(
      routes().length,
    );
  });

  it.each(Array.from({ length: ROUTE_SHARES }, (_, n) => n))(
    'never answers 5xx, and refuses with a JSON message and code (share %i)',
    async (n) => {
      for (const route of share(n)) {
        await fc.assert(
          fc.asyncProperty(requestFor(route.url, route.url.endsWith('/signout')), async (req) => {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: req.url,
              headers: req.headers,
              ...(req.payload === undefined ? {} : { payload: req.payload }),
            });
            const where = `${route.method} ${req.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            seen.add(res.statusCode);
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('text/html')) {
              // A public page (features/site-pages): the whole page, with its heading.
              expect(route.url.startsWith('/api/'), where).toBe(false);
              expect(res.body, where).toMatch(/^<!doctype html>.*<h1[^>]*>[^<]+<\/h1>/s);
            } else if (res.statusCode >= 400) {
              const body = res.json() as { message?: unknown; code?: unknown };
              expect(typeof body.message, where).toBe('string');
              expect(typeof body.code, where).toBe('string');
            }
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
    },
    120_000,
  );

  it('got past the door as well as being turned away at it: validation, scope and handlers answered', () => {
    for (const status of [200, 400, 401, 403, 404]) expect(seen, `status ${status} seen`).toContain(status);
  });

  it('keeps serving afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const companies = await call(t.app, commonsApi.companyTypes);
    expect(companies.statusCode).toBe(200);
    expect(Array.isArray(companies.json())).toBe(true);
  });
});
