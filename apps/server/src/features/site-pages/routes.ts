import { SITE_MESSAGES } from '@audit/contracts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { counted } from '../../http/requests-running.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ErrorClassifier } from '../../plugins/error-handler.ts';
import { fromOwnPage } from './csrf.ts';
import type { PageRenderer } from './page-renderer.ts';
import { noteArrival, type SiteContext, sendJson, sendPage, wantsJson } from './page-reply.ts';
import { reportFormRoutes } from './report-form-pages.ts';
import { reporterPageRoutes } from './reporter-pages.ts';
import { reportingRoutes } from './reporting-page.ts';
import { type StaticPages, staticPageRoutes, staticPages } from './static-pages.ts';

/** The largest urlencoded form of the public pages (a comment of 4,000 characters, three bytes each, and more). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The public pages (issue 28), rendered by React on the server, and their plain HTML forms, in a context of their
 * own: the cookies and urlencoded bodies are parsed here only, every post must come from the site's own pages
 * (checked on arrival, before its body is read), and an error is answered with a page (JSON to the page's script),
 * classified as the API's errors are. Answers the pages that are the same for everyone (for the 404 page).
 */
export async function sitePageRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  classify: ErrorClassifier,
  render: PageRenderer,
): Promise<StaticPages> {
  const ctx: SiteContext = { deps, render };
  const shared = staticPages(ctx);
  await app.register(async (site) => {
    await site.register(cookie);
    await site.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    // Each page's work is counted as running, as the API's routes are: shutdown closes the database after it.
    site.addHook('onRoute', (route) => {
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function counting(request, reply) {
        return counted(deps, Promise.resolve(handler.call(this, request, reply)));
      };
    });
    // A callback hook that does nothing for a GET: the pages made once answer at the speed of a static file.
    site.addHook('onRequest', (request, _reply, done) => {
      if (request.method !== 'POST') return done();
      noteArrival(deps)(request);
      done(
        fromOwnPage(request, deps.config.publicBaseUrl)
          ? undefined
          : new AppError('FORBIDDEN', SITE_MESSAGES.foreignPost),
      );
    });
    site.setErrorHandler(async (error, request, reply) => {
      const { status, code, message } = classify(error as Parameters<ErrorClassifier>[0], request);
      if (wantsJson(request)) return sendJson(reply, status, { ok: false, code, message });
      return sendPage(ctx, reply, { page: 'error', message }, { status });
    });
    staticPageRoutes(site, ctx, shared);
    reportingRoutes(site, ctx);
    reportFormRoutes(site, ctx);
    reporterPageRoutes(site, ctx);
  });
  return shared;
}
