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
  const html = await ctx.render(page);
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
