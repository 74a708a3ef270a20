import { FOOTER_PAGES, GUIDE_TABS, type GuideTab, SITE_PAGES, type SitePage } from '@audit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteContext } from './page-reply.ts';

/**
 * The pages that are the same for every visitor (home, guidance, privacy policy, certificate, notice windows, the
 * end of an admin's session, not found): each rendered once, the first time it is asked for, and then sent as it is,
 * at the speed of a static file. A page is prepared once when its route is made, so an answer does no more than send
 * the bytes kept (bench:pages). A release restarts the server, and browsers revalidate every page (no-cache).
 */
export function staticPages(ctx: SiteContext) {
  return (page: SitePage) => {
    let html: Promise<Buffer> | undefined;
    return async (reply: FastifyReply, status = 200): Promise<FastifyReply> => {
      if (!html) {
        html = ctx.render(page).then((text) => Buffer.from(text));
        // A failed render is not kept: the next visit tries again.
        html.catch(() => {
          html = undefined;
        });
      }
      return reply
        .status(status)
        .headers(STATIC_PAGE_HEADERS)
        .send(await html);
    };
  };
}

const STATIC_PAGE_HEADERS = { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' };

export type StaticPages = ReturnType<typeof staticPages>;

const guideTab = (tab: unknown): GuideTab =>
  GUIDE_TABS.includes(tab as GuideTab) ? (tab as GuideTab) : GUIDE_TABS[0];

export function staticPageRoutes(site: FastifyInstance, ctx: SiteContext, prepare: StaticPages): void {
  const page = (url: string, model: SitePage) => {
    const send = prepare(model);
    site.get(url, (_request, reply) => send(reply));
  };
  page(SITE_PAGES.home, { page: 'home', popup: ctx.deps.config.popup });
  const guide = new Map(GUIDE_TABS.map((tab) => [tab, prepare({ page: 'guide', tab })]));
  site.get<{ Querystring: { tab?: string } }>(SITE_PAGES.guide, (request, reply) =>
    (guide.get(guideTab(request.query.tab)) as ReturnType<StaticPages>)(reply),
  );
  page(FOOTER_PAGES.privacy, { page: 'privacy', version: 'current' });
  page(FOOTER_PAGES.privacyV11, { page: 'privacy', version: 'v1.1' });
  page(FOOTER_PAGES.privacyV10, { page: 'privacy', version: 'v1.0' });
  page(FOOTER_PAGES.certification, { page: 'certification' });
  page(SITE_PAGES.auditPopup, { page: 'audit-popup', which: 1 });
  page(SITE_PAGES.auditPopup2, { page: 'audit-popup', which: 2 });
  page(SITE_PAGES.sessionTimeout, { page: 'session-timeout' });
}
