import { handlerApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { setExclusions, viewExclusions } from './exclusions.ts';

/**
 * A report's exclusions (conflict of interest): the report area, scoped like the reports (a report the caller is
 * excluded from is not found). Who may set them beyond the area is a rule of the report (policies/).
 */
export function exclusionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, handlerApi.exclusions, { menu: 'REPORTS' }, ({ auth, params }) =>
    viewExclusions(deps, auth, params.postId),
  );
  addRoute(app, deps, handlerApi.setExclusions, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    setExclusions(deps, auth, params.postId, body.adminUserIds),
  );
}
