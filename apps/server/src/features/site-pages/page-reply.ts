import type { SiteFormAnswer, SitePage } from '@audit/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { PageRenderer } from './page-renderer.ts';

/** What the public pages' routes share: the app's dependencies and the renderer of the web app's pages. */
export type SiteContext = { deps: AppDeps; render: PageRenderer };

/**
 * Answers a page. A page made for this visitor (a form with its CSRF token, a report, a receipt) is never kept by a
 * browser or proxy (`no-store`); a page the same for everyone is revalidated on each visit (`no-cache`), so a
 * release reaches people at once.
 */
export async function sendPage(
  ctx: SiteContext,
  reply: FastifyReply,
  page: SitePage,
  { status = 200, shared = false }: { status?: number; shared?: boolean } = {},
): Promise<FastifyReply> {
  const html = isBlankForm(page) ? await blankFormHtml(ctx, page) : await ctx.render(page);
  return reply
    .status(status)
    .header('cache-control', shared ? 'no-cache' : 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A form sent by the page's script, which asks for the answer as JSON (SiteFormAnswer) rather than a page. */
export const wantsJson = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('application/json');

export function sendJson(reply: FastifyReply, status: number, answer: SiteFormAnswer): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(answer);
}

/** Post-redirect-get: the browser goes on to `to` with a GET (303), so a reload never posts again. */
export const seeOther = (reply: FastifyReply, to: string): FastifyReply =>
  reply.header('cache-control', 'no-store').redirect(to, 303);

const arrival = new WeakMap<FastifyRequest, Date>();

/** Notes when a request began to arrive (a slow upload's CSRF token is judged by that moment, not its end). */
export const noteArrival = (deps: AppDeps) => (request: FastifyRequest) => {
  arrival.set(request, deps.now());
};

export const arrivedAt = (request: FastifyRequest, deps: AppDeps): Date => arrival.get(request) ?? deps.now();

/**
 * A form page as it first opens (nothing typed, no message) is the same for everyone but its CSRF token: it is
 * rendered once with a stand-in for the token, and each visitor's token is put in its place (bench: the form pages at
 * the speed of the pages made once, instead of a React render each). A page with what someone typed is never kept.
 */
function isBlankForm(page: SitePage): page is Extract<SitePage, { page: 'report-form' | 'report-lookup' }> {
  if (page.page === 'report-form') {
    return (
      Object.values(page.values).every((v) => !v) &&
      Object.keys(page.errors).length === 0 &&
      !page.fileDropped &&
      !page.notice
    );
  }
  return (
    page.page === 'report-lookup' && !page.loginId && Object.keys(page.errors).length === 0 && !page.notice
  );
}

// Letters and digits only, as a token (base-36 time, a dot, base64url): the same in HTML and in the page's JSON.
const TOKEN_STAND_IN = 'csrfstandin0.AAAAAAAAAAAAAAAAAAAAAA';
const blankForms = new WeakMap<SiteContext, Map<string, Promise<string>>>();
// The date and the company lists are part of the key: a day or an admin's change makes a new entry; a few are kept.
const BLANK_FORMS_KEPT = 16;

async function blankFormHtml(ctx: SiteContext, page: SitePage & { csrf: string }): Promise<string> {
  const kept = blankForms.get(ctx) ?? new Map<string, Promise<string>>();
  blankForms.set(ctx, kept);
  const model = { ...page, csrf: TOKEN_STAND_IN };
  const key = JSON.stringify(model);
  let html = kept.get(key);
  if (!html) {
    if (kept.size >= BLANK_FORMS_KEPT) kept.clear();
    html = ctx.render(model);
    kept.set(key, html);
    // A failed render is not kept: the next visit tries again.
    html.catch(() => kept.delete(key));
  }
  return (await html).split(TOKEN_STAND_IN).join(page.csrf);
}
