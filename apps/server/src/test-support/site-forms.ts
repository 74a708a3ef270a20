import { CSRF_FIELD, SITE_FORMS, SITE_PAGES } from '@audit/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/types.ts';
import type { Company } from './factories.ts';
import { makeReport, VALID_PASSWORD } from './reports.ts';
import { rowCount } from './test-database.ts';

// The public pages as a browser with JavaScript switched off uses them (issue 28): plain GETs and form posts, the
// cookies the site sets kept and sent back where their path applies, and the token read from the page's HTML.

/**
 * The origin of a page served through `app.inject`: its Host header is `localhost:80` and the request is plain http,
 * so the site takes `http://localhost:80` for its own origin (what a browser on that address would send).
 */
export const OWN_ORIGIN = 'http://localhost:80';

export type Page = LightMyRequestResponse;
type Headers = Record<string, string>;
type StoredCookie = { value: string; path: string };

/**
 * A browser without scripts: one cookie jar, the site's own Origin on every post (unless a test sets another), from
 * one client address (light-my-request's 127.0.0.1 unless given).
 */
export class PlainBrowser {
  readonly jar = new Map<string, StoredCookie>();
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress?: string,
  ) {}

  /** The cookies a request to `url` carries: those whose path is the URL's path or a folder above it. */
  cookieHeader(url: string): string {
    const path = new URL(url, OWN_ORIGIN).pathname;
    const applies = (p: string) => p === '/' || path === p || path.startsWith(`${p}/`);
    return [...this.jar]
      .filter(([, c]) => applies(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  /** Keeps what a response set; a cookie set empty or with Max-Age=0 is dropped, as a browser drops it. */
  keep(res: Page): Page {
    for (const c of res.cookies as { name: string; value: string; path?: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) this.jar.delete(c.name);
      else this.jar.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
    return res;
  }

  private from(): { remoteAddress?: string } {
    return this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
  }

  private headersFor(url: string, headers: Headers): Headers {
    const cookie = this.cookieHeader(url);
    return { ...(cookie ? { cookie } : {}), ...headers };
  }

  async get(url: string, headers: Headers = {}): Promise<Page> {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: this.headersFor(url, headers),
        ...this.from(),
      }),
    );
  }

  /** An urlencoded form post (the look-up, a comment, the review's 접수/수정, sign-out). */
  async postForm(url: string, fields: Record<string, string>, headers: Headers = {}): Promise<Page> {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        ...this.from(),
        headers: this.headersFor(url, {
          origin: OWN_ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        }),
      }),
    );
  }

  /** A multipart form post (the report forms). */
  async postMultipart(url: string, form: FormData, headers: Headers = {}): Promise<Page> {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: form,
        ...this.from(),
        headers: this.headersFor(url, { origin: OWN_ORIGIN, ...headers }),
      }),
    );
  }

  /** The look-up posted with a receipt number and password: a 303 to /inquirypage opens the report in this browser. */
  async lookUp(receipt: string, password: string): Promise<Page> {
    const { csrf } = await this.openForm(SITE_FORMS.lookup);
    return this.postForm(SITE_FORMS.lookup, { [CSRF_FIELD]: csrf, loginId: receipt, password });
  }

  /** Opens a page with a form and answers the form's CSRF token (the page is kept in `page`). */
  async openForm(url: string): Promise<{ page: Page; csrf: string }> {
    const page = await this.get(url);
    if (page.statusCode !== 200) throw new Error(`${url}: ${page.statusCode}`);
    return { page, csrf: csrfOf(page.body) };
  }
}

/** A browser without scripts signed in (the look-up's plain post) to a new report on `company`, on that report's page. */
export async function signedInOnNewReport(
  app: FastifyInstance,
  company: Company,
): Promise<{ browser: PlainBrowser; page: Page }> {
  const receipt = await makeReport(app, company);
  const browser = new PlainBrowser(app);
  const { csrf } = await browser.openForm(SITE_FORMS.lookup);
  const res = await browser.postForm(SITE_FORMS.lookup, {
    _csrf: csrf,
    loginId: receipt,
    password: VALID_PASSWORD,
  });
  if (res.statusCode !== 303) throw new Error(`look-up failed: ${res.statusCode}`);
  const page = await browser.get(SITE_PAGES.myReport);
  if (page.statusCode !== 200) throw new Error(`${SITE_PAGES.myReport}: ${page.statusCode}`);
  return { browser, page };
}

/** The report's own page (/inquirypage) as a new browser sees it, signed in through the look-up form. */
export async function openOwnReport(app: FastifyInstance, receipt: string, password = VALID_PASSWORD) {
  const browser = new PlainBrowser(app);
  const { csrf } = await browser.openForm(SITE_FORMS.lookup);
  const res = await browser.postForm(SITE_FORMS.lookup, { _csrf: csrf, loginId: receipt, password });
  if (res.statusCode !== 303) throw new Error(`look-up failed: ${res.statusCode}`);
  return { browser, page: await browser.get('/inquirypage') };
}

/** The value of a hidden input of the page. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden ${name} in the page`);
  return match[1];
}

export const csrfOf = (html: string): string => hiddenValue(html, CSRF_FIELD);
export const draftOf = (html: string): string => hiddenValue(html, 'draft');

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as a person sees it: without the page model's JSON block (which the browser never shows). */
export const visible = (html: string): string =>
  html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');

/** The visible text of the page, tags dropped and spaces folded (for sentences split by markup). */
export const visibleText = (html: string): string =>
  decodeEntities(
    visible(html)
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** What a form field shows: an input's value, a textarea's text, a select's selected option; null if empty. */
export function fieldValue(html: string, name: string): string | null {
  const page = visible(html);
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0];
  if (input) {
    const value = /value="([^"]*)"/.exec(input)?.[1];
    return value ? decodeEntities(value) : null;
  }
  const area = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(page);
  if (area) return area[1] ? decodeEntities(area[1]) : null;
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(page)?.[1];
  const chosen = select && /<option value="([^"]*)" selected=""/.exec(select)?.[1];
  return chosen ? decodeEntities(chosen) : null;
}

/** The message shown beside a field (`field-<name>-error`), or null. */
export function fieldError(html: string, name: string): string | null {
  const match = new RegExp(`<p id="field-${name}-error" class="field-error[^"]*">([^<]*)</p>`).exec(html);
  return match?.[1] ? decodeEntities(match[1]) : null;
}

/** The scripts of a page that would hold up its first render: any not a module and not a data block. */
export const blockingScripts = (html: string): string[] =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !/\btype="module"/.test(tag) && !/\btype="application\/json"/.test(tag),
  );

/** A valid report form as the page sends it (anonymous unless `real`), for `company`. */
export function reportFormFields(
  company: Company,
  o: { real?: boolean; fields?: Record<string, string | undefined> } = {},
): Record<string, string> {
  const all: Record<string, string | undefined> = {
    companyType: company.code,
    reportType: 'BRIBERY',
    title: '자재 납품 대가 상품권 수수',
    who: '구매팀 박 차장',
    when: '2026년 9월 중순',
    where: '협력업체 사무실',
    what: '상품권 50만 원',
    how: '선정 직후 봉투로',
    why: '납품업체 선정의 대가',
    otherRequests: '신원 보호 부탁드립니다',
    excludedPersons: '',
    password: VALID_PASSWORD,
    passwordConfirm: VALID_PASSWORD,
    ...(o.real
      ? {
          name: '김제보',
          phoneNumber: '010-2222-3333',
          email: 'jebo@example.com',
          collectionConsent: 'yes',
          thirdPartyConsent: 'yes',
        }
      : {}),
    ...o.fields,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
}

export type FormFile = { name: string; data: Buffer; type?: string };

/**
 * A multipart body in the order given: `before` fields, then the file (if any), then `after` fields, as a browser
 * sends a form's controls in document order.
 */
export function multipart(
  before: Record<string, string>,
  file: FormFile | null = null,
  after: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(before)) form.append(k, v);
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' });
    form.append('files', blob, file.name);
  }
  for (const [k, v] of Object.entries(after)) form.append(k, v);
  return form;
}

/** What a report's posting writes to: a refused or unconfirmed post must leave the first three as they were. */
export async function siteRowCounts(db: Db) {
  return {
    posts: await rowCount(db, 'posts'),
    attachments: await rowCount(db, 'attachments'),
    comments: await rowCount(db, 'comments'),
    pending: await rowCount(db, 'pending_reports'),
  };
}
