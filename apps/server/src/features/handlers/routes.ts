import { handlerApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { setExclusions, viewExclusions } from '../exclusions/exclusions.ts';
import { setAssignees, viewAssignees } from './assignees.ts';

/**
 * A report's handlers and exclusions: the report area, scoped like the reports (a report the caller is excluded
 * from is not found). Who may set exclusions beyond the area (handlers, admin-account holders) is a rule of the
 * report, checked in exclusions.ts.
 */
export function handlerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, handlerApi.assignees, { menu: 'REPORTS' }, ({ auth, params }) =>
    viewAssignees(deps, auth, params.postId),
  );
  addRoute(app, deps, handlerApi.setAssignees, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    setAssignees(deps, auth, params.postId, body.adminUserIds),
  );
  addRoute(app, deps, handlerApi.exclusions, { menu: 'REPORTS' }, ({ auth, params }) =>
    viewExclusions(deps, auth, params.postId),
  );
  addRoute(app, deps, handlerApi.setExclusions, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    setExclusions(deps, auth, params.postId, body.adminUserIds),
  );
}
