import { adminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addRoute, adminWith, PUBLIC } from '../../http/route.ts';
import { revokeSession, touchSession } from '../sessions/repository.ts';
import { SESSION_RULES } from '../sessions/service.ts';
import { adminSignin } from './admin-signin.ts';

const SIGNED_IN = adminWith(null);

export function adminAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limit = {
    config: { rateLimit: { max: deps.config.rateLimits.signinsPerMinute, timeWindow: '1 minute' } },
  };

  addRoute(app, deps, adminApi.signin, { access: PUBLIC, fastify: limit }, ({ body, request }) =>
    adminSignin(deps, body, request.ip),
  );

  addRoute(app, deps, adminApi.signout, { access: SIGNED_IN }, async ({ auth }) => {
    await revokeSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });

  addRoute(app, deps, adminApi.groupMenus, { access: SIGNED_IN }, async ({ auth }) => auth.menus);

  addRoute(app, deps, adminApi.me, { access: SIGNED_IN }, async ({ auth }) => ({
    loginId: auth.loginId,
    name: auth.name,
    groupName: auth.groupName,
    menus: auth.menus,
    idleTimeoutSeconds: SESSION_RULES.ADMIN.idleMs / 1000,
  }));

  // Other calls refresh the idle timer at most once a minute; the "extend session" button refreshes it exactly.
  addRoute(app, deps, adminApi.keepAlive, { access: SIGNED_IN }, async ({ auth }) => {
    await touchSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });
}
