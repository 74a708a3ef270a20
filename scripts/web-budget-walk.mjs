// The walk of scripts/check-web-budget.mjs: every public page of the running built server, reached as a reporter
// without JavaScript reaches it (plain GETs, the anonymous form's post, its review page's 접수, the receipt, the
// look-up's post and the reporter's own page, and a post from another site, which the error page refuses). The pages
// come from the contracts' one list (SITE_PAGES, PUBLIC_PAGES), read from their build: run it after npm run build.
import { CONSENT_FIELDS, GUIDE_TABS, PUBLIC_PAGES, SITE_FORMS, SITE_PAGES } from '@audit/contracts';

const PASSWORD = 'budget#Check1';

/** A browser without scripts: one cookie jar (path-scoped), the site's own Origin on every post. */
function plainBrowser(base) {
  const jar = new Map();
  const cookieHeader = (url) => {
    const at = new URL(url, base).pathname;
    return [...jar]
      .filter(([, c]) => c.path === '/' || at === c.path || at.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  };
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...parts] = line.split(';').map((s) => s.trim());
      const [name, ...value] = pair.split('=');
      const cookiePath = parts.find((p) => /^path=/i.test(p))?.slice(5) ?? '/';
      const gone = value.join('=') === '' || parts.some((p) => /^max-age=0$/i.test(p));
      if (gone) jar.delete(name);
      else jar.set(name, { value: value.join('='), path: cookiePath });
    }
    return res;
  };
  const request = async (url, init = {}) => {
    const cookie = cookieHeader(url);
    const headers = { ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) };
    return keep(await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' }));
  };
  return {
    get: (url) => request(url),
    /** A form post; `origin` is the site's own unless a test of a foreign post names another. */
    post: (url, body, origin = base) => request(url, { method: 'POST', body, headers: { origin } }),
  };
}

const hidden = (html, name) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

const { guide, reporting, reportReal, reportAnonymous, reportComplete, lookup, myReport } = SITE_PAGES;

/** What a plain GET of a public page opens besides the page itself: the guidance's tabs, /reporting's steps. */
const VARIANTS = {
  [guide]: [guide, ...GUIDE_TABS.map((tab) => `${guide}?tab=${tab}`)],
  [reporting]: [reporting, `${reporting}?step=consent`, `${reporting}?step=notice&kind=anonymous`],
  // The real-name form opens with both consents given.
  [reportReal]: [`${reportReal}?${CONSENT_FIELDS.collection}=yes&${CONSENT_FIELDS.thirdParty}=yes`],
};
/** The pages reached by the report's way below (a form's post, its receipt, the look-up and what it opens). */
const ON_THE_WAY = new Set([reportAnonymous, reportComplete, lookup, myReport]);

/** Every public page, reached as a reporter without JavaScript reaches it: [label, html]. */
export async function walk(base) {
  const browser = plainBrowser(base);
  const pages = [];
  const visit = async (label, res, expected = 200) => {
    const html = await res.text();
    if (res.status !== expected) throw new Error(`${label}: ${res.status}, expected ${expected}`);
    pages.push({ label, html });
    return html;
  };
  for (const url of PUBLIC_PAGES.filter((page) => !ON_THE_WAY.has(page)).flatMap(
    (page) => VARIANTS[page] ?? [page],
  )) {
    await visit(url, await browser.get(url));
  }
  await visit('(unknown path)', await browser.get('/no-such-page'), 404);
  // The error page: what a refused request is answered with (here a post from another site's page).
  await visit(
    `(error: a foreign post to ${SITE_FORMS.lookup})`,
    await browser.post(SITE_FORMS.lookup, new URLSearchParams({ loginId: '1' }), 'https://elsewhere.example'),
    403,
  );

  const form = await visit(reportAnonymous, await browser.get(reportAnonymous));
  const company = /<select[^>]*name="companyType"[^>]*>[\s\S]*?<option value="([^"]+)"/.exec(form)?.[1];
  if (!company) throw new Error(`${reportAnonymous}: no company to choose`);
  const fields = new FormData();
  for (const [name, value] of Object.entries({
    _csrf: hidden(form, '_csrf') ?? '',
    companyType: company,
    reportType: 'BRIBERY',
    title: '예산 점검용 제보',
    who: '구매팀',
    when: '2026년 9월',
    where: '본사',
    what: '상품권',
    how: '봉투로',
    why: '업체 선정 대가',
    otherRequests: '',
    excludedPersons: '',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    intent: 'review',
  })) {
    fields.append(name, value);
  }
  const review = await visit(
    `(review, POST ${SITE_FORMS.reportAnonymous})`,
    await browser.post(SITE_FORMS.reportAnonymous, fields),
  );
  const confirm = new URLSearchParams({
    _csrf: hidden(review, '_csrf') ?? '',
    draft: hidden(review, 'draft') ?? '',
    intent: 'confirm',
  });
  const filed = await browser.post(SITE_FORMS.confirmAnonymous, confirm);
  if (filed.status !== 303) throw new Error(`접수: ${filed.status}, expected 303`);
  const receiptPage = await visit(reportComplete, await browser.get(filed.headers.get('location')));
  const receipt = /(\d{4}-\d{4}-\d{4}-\d{4})/.exec(receiptPage)?.[1];
  if (!receipt) throw new Error(`${reportComplete}: no receipt number`);

  const lookupPage = await visit(lookup, await browser.get(lookup));
  const signedIn = await browser.post(
    SITE_FORMS.lookup,
    new URLSearchParams({
      _csrf: hidden(lookupPage, '_csrf') ?? '',
      loginId: receipt.replaceAll('-', ''),
      password: PASSWORD,
    }),
  );
  if (signedIn.status !== 303) throw new Error(`look-up: ${signedIn.status}, expected 303`);
  await visit(myReport, await browser.get(signedIn.headers.get('location')));
  return pages;
}
