import { adminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { revokeSession, touchSession } from '../../data/sessions.repository.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { SESSION_RULES } from '../sessions/sessions.ts';
import { adminSignin } from './admin-signin.ts';
import { confirmEnrollment, startEnrollment, verifySecondFactor } from './second-factor.ts';

const SIGNED_IN = { menu: null };

export function adminAuthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const signin = adminSignin(deps);
  const rateLimit = { max: deps.config.rateLimits.signinsPerMinute, timeWindow: '1 minute' };

  addRoute(app, deps, adminApi.signin, { rateLimit }, ({ body, request }) => signin(body, request.ip));
  addRoute(app, deps, adminApi.secondFactor, { rateLimit }, ({ body, request }) =>
    verifySecondFactor(deps, body, request.ip),
  );
  addRoute(app, deps, adminApi.startEnrollment, { rateLimit }, ({ body }) => startEnrollment(deps, body));
  addRoute(app, deps, adminApi.confirmEnrollment, { rateLimit }, ({ body, request }) =>
    confirmEnrollment(deps, body, request.ip),
  );

  addRoute(app, deps, adminApi.signout, SIGNED_IN, async ({ auth }) => {
    await revokeSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });

  addRoute(app, deps, adminApi.groupMenus, SIGNED_IN, async ({ auth }) => auth.menus);

  addRoute(app, deps, adminApi.me, SIGNED_IN, async ({ auth }) => ({
    loginId: auth.loginId,
    name: auth.name,
    groupName: auth.groupName,
    menus: auth.menus,
    idleTimeoutSeconds: SESSION_RULES.ADMIN.idleMs / 1000,
  }));

  // Other calls refresh the idle timer at most once a minute; the "extend session" button refreshes it exactly.
  addRoute(app, deps, adminApi.keepAlive, SIGNED_IN, async ({ auth }) => {
    await touchSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });
}
