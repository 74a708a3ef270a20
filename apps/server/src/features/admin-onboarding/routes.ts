import { sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addRoute, PUBLIC } from '../../http/route.ts';
import { completePasswordSetup, setupLinkInfo } from './password-setup.ts';

// Public: the link's token is the credential. Rate limited like sign-in.
export function adminOnboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limit = {
    config: { rateLimit: { max: deps.config.rateLimits.signinsPerMinute, timeWindow: '1 minute' } },
  };
  addRoute(
    app,
    deps,
    sysadminApi.passwordSetupInfo,
    { access: PUBLIC, fastify: limit },
    async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return setupLinkInfo(deps, query.token);
    },
  );
  addRoute(app, deps, sysadminApi.passwordSetup, { access: PUBLIC, fastify: limit }, ({ body, request }) =>
    completePasswordSetup(deps, body.token, body.password, request.ip),
  );
}
