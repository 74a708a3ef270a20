import { reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { revokeSession } from '../../data/sessions.repository.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { reporterSignin } from './reporter-signin.ts';

export function reporterAuthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const signin = reporterSignin(deps);
  const rateLimit = { max: deps.config.rateLimits.signinsPerMinute, timeWindow: '1 minute' };

  addRoute(app, deps, reporterApi.signin, { rateLimit }, ({ body }) => signin(body));

  addRoute(app, deps, reporterApi.signout, {}, async ({ auth }) => {
    await revokeSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });
}
