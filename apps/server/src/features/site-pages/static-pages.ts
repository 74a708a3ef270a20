import { FOOTER_PAGES, GUIDE_TABS, type GuideTab, type SitePage } from '@audit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteContext } from './page-reply.ts';

/**
 * The pages that are the same for every visitor (home, guidance, privacy policy, certificate, notice windows, the
 * end of an admin's session, not found): each rendered once, the first time it is asked for, and then served as it
 * is, at the speed of a static file. A release restarts the server, and browsers revalidate every page (no-cache).
 */
export function staticPages(ctx: SiteContext) {
  const rendered = new Map<string, Promise<string>>();
  return async (reply: FastifyReply, page: SitePage, status = 200): Promise<FastifyReply> => {
    const key = JSON.stringify(page);
    let html = rendered.get(key);
    if (!html) {
      html = ctx.render(page);
      rendered.set(key, html);
      // A failed render is not kept: the next visit tries again.
      html.catch(() => rendered.delete(key));
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await html);
  };
}

export type StaticPages = ReturnType<typeof staticPages>;

const guideTab = (tab: unknown): GuideTab =>
  GUIDE_TABS.includes(tab as GuideTab) ? (tab as GuideTab) : GUIDE_TABS[0];

export function staticPageRoutes(site: FastifyInstance, ctx: SiteContext, send: StaticPages): void {
  const page = (url: string, model: SitePage) => site.get(url, (_request, reply) => send(reply, model));
  page('/', { page: 'home', popup: ctx.deps.config.popup });
  site.get<{ Querystring: { tab?: string } }>('/reportguide', (request, reply) =>
    send(reply, { page: 'guide', tab: guideTab(request.query.tab) }),
  );
  page(FOOTER_PAGES.privacy, { page: 'privacy', version: 'current' });
  page(FOOTER_PAGES.privacyV11, { page: 'privacy', version: 'v1.1' });
  page(FOOTER_PAGES.privacyV10, { page: 'privacy', version: 'v1.0' });
  page(FOOTER_PAGES.certification, { page: 'certification' });
  page('/auditpopup', { page: 'audit-popup', which: 1 });
  page('/auditpopup2', { page: 'audit-popup', which: 2 });
  page('/sessiontimeout', { page: 'session-timeout' });
}
