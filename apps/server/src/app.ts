import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORTER_MESSAGES } from '@audit/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { resolveAdmin } from './features/admin-auth/resolve-admin.ts';
import { adminAuthRoutes } from './features/admin-auth/routes.ts';
import { adminRoutes } from './features/admins/routes.ts';
import { attachmentRoutes } from './features/attachments/routes.ts';
import { commentRoutes } from './features/comments/routes.ts';
import { commonsRoutes } from './features/commons/routes.ts';
import { companyMapRoutes } from './features/company-maps/routes.ts';
import { exclusionRoutes } from './features/exclusions/routes.ts';
import { groupRoutes } from './features/groups/routes.ts';
import { handlerRoutes } from './features/handlers/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { auditRoutes } from './features/log-pages/routes.ts';
import { outboxRoutes } from './features/mail/routes.ts';
import { noteRoutes } from './features/notes/routes.ts';
import { oversightRoutes } from './features/oversight/routes.ts';
import { reporterAuthRoutes } from './features/reporter-auth/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { resolveSession } from './features/sessions/sessions.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { pageRenderer } from './features/site-pages/page-renderer.ts';
import { sitePageRoutes } from './features/site-pages/routes.ts';
import { statsRoutes } from './features/stats/routes.ts';
import type { Authenticator, RouteDeps } from './http/auth.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { recordRoutes } from './http/route.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Logger settings. Requests are logged by route and status only: no IP address, user agent, query string or
 * header of anyone (a reporter's request must leave no identifying trace), and credentials are redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers', '*.password', '*.token', 'password', 'token'], censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * How long a connection may stay silent, and how long a whole request may take to arrive. Without them a client
 * that stops sending (or trickles a byte now and then) would hold its request open for ever, and an upload its spool
 * on disk (upload-spool.ts). Generous for a reporter on a weak phone: 10 MB at 64 kbit/s arrives in 22 minutes, and
 * five minutes without a byte is a lost connection.
 */
const SOCKET_IDLE_MS = 5 * 60_000;
const REQUEST_ARRIVAL_MS = 30 * 60_000;

/** Who is behind a request (http/auth.ts), from the admin-auth and sessions features. */
function authenticator(deps: AppDeps): Authenticator {
  return {
    admin: (token, menu, request) => resolveAdmin(deps.db, deps.cipher, token, menu, deps.now(), request.ip),
    reporter: async (token) => {
      const session = await resolveSession(deps.db, deps.cipher, token, 'REPORTER', deps.now(), {
        missing: REPORTER_MESSAGES.sessionMissing,
        expired: REPORTER_MESSAGES.sessionExpired,
      });
      return { sessionId: session.sessionId, scope: { kind: 'reporter', postId: session.ownerId } };
    },
  };
}

/** Builds the whole HTTP application on the given dependencies. */
export async function buildApp(
  appDeps: AppDeps,
  options: { logger?: FastifyServerOptions['logger']; socketIdleMs?: number } = {},
): Promise<FastifyInstance> {
  // The same object, not a copy: work is counted per deps (requests-running.ts), and tests change deps afterwards.
  const deps: RouteDeps = Object.assign(appDeps, { authenticate: authenticator(appDeps) });
  const app = Fastify({
    logger: options.logger ?? false,
    connectionTimeout: options.socketIdleMs ?? SOCKET_IDLE_MS,
    requestTimeout: REQUEST_ARRIVAL_MS,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const classifyError = registerErrorHandler(app, deps.db);
  registerSecurityHeaders(app);
  await registerOpenApi(app);
  await registerRateLimits(app, deps);
  registerMetrics(app, deps);

  for (const routes of [
    healthRoutes,
    commonsRoutes,
    reportRoutes,
    commentRoutes,
    noteRoutes,
    handlerRoutes,
    exclusionRoutes,
    oversightRoutes,
    attachmentRoutes,
    reporterAuthRoutes,
    adminAuthRoutes,
    adminRoutes,
    groupRoutes,
    companyMapRoutes,
    auditRoutes,
    settingsRoutes,
    statsRoutes,
    outboxRoutes,
  ]) {
    routes(app, deps);
  }

  const webDist = deps.config.webDistDir ?? DEFAULT_WEB_DIST;
  const reload = deps.config.webDevReload;
  const render = pageRenderer(webDist, deps.loadPageRenderer, { reload });
  const pages = await sitePageRoutes(app, deps, classifyError, render);
  const notFound = pages({ page: 'not-found' });
  await registerWebApp(app, webDist, (reply) => notFound(reply, 404), { reload });
  return app;
}
