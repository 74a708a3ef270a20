import { sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import {
  adminAccountList,
  createAdminAccount,
  editAdminAccount,
  reissuePasswordLink,
} from './admin-accounts.ts';
import { checkFirstAdminLink, createFirstAdmin } from './first-admin.ts';
import { completePasswordSetup, setupLinkInfo } from './password-setup.ts';
import { resetSecondFactorOf } from './reset-second-factor.ts';

const ADMIN_ACCOUNTS = { menu: 'ADMIN_ACCOUNTS' } as const;

export function adminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, sysadminApi.users, ADMIN_ACCOUNTS, ({ auth }) => adminAccountList(deps, auth));
  addRoute(app, deps, sysadminApi.createUser, ADMIN_ACCOUNTS, ({ auth, body }) =>
    createAdminAccount(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateUser, ADMIN_ACCOUNTS, ({ auth, params, body }) =>
    editAdminAccount(deps, auth, params.id, body),
  );
  addRoute(app, deps, sysadminApi.newPasswordLink, ADMIN_ACCOUNTS, ({ auth, params, body }) =>
    reissuePasswordLink(deps, auth, params.id, body),
  );
  addRoute(app, deps, sysadminApi.resetSecondFactor, ADMIN_ACCOUNTS, ({ auth, params, body }) =>
    resetSecondFactorOf(deps, auth, params.id, body),
  );

  // Public: the link's token is the credential. Rate limited like sign-in.
  const rateLimit = { max: deps.config.rateLimits.signinsPerMinute, timeWindow: '1 minute' };
  addRoute(app, deps, sysadminApi.passwordSetupInfo, { rateLimit }, ({ query }) =>
    setupLinkInfo(deps, query.token),
  );
  addRoute(app, deps, sysadminApi.passwordSetup, { rateLimit }, ({ body, request }) =>
    completePasswordSetup(deps, body.token, body.password, request.ip),
  );
  addRoute(app, deps, sysadminApi.firstAdminLink, { rateLimit }, ({ query }) =>
    checkFirstAdminLink(deps, query.token),
  );
  addRoute(app, deps, sysadminApi.createFirstAdmin, { rateLimit }, ({ body, request }) =>
    createFirstAdmin(deps, body, request.ip),
  );
}
