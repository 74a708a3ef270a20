import { handlerApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { requestExclusions, viewExclusions } from './exclusions.ts';

/**
 * A report's exclusions (conflict of interest) as its team sees them: the report area, scoped like the reports (a
 * report the caller is excluded from is not found). A handler asks; the oversight decides (features/oversight).
 */
export function exclusionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, handlerApi.exclusions, { menu: 'REPORTS' }, ({ auth, params }) =>
    viewExclusions(deps, auth, params.postId),
  );
  addRoute(app, deps, handlerApi.setExclusions, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    requestExclusions(deps, auth, params.postId, body.adminUserIds),
  );
}
