import { handlerApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { setAssignees, viewAssignees } from './assignees.ts';

/** A report's handlers: the report area, scoped like the reports (a report the caller is excluded from is not found). */
export function handlerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, handlerApi.assignees, { menu: 'REPORTS' }, ({ auth, params }) =>
    viewAssignees(deps, auth, params.postId),
  );
  addRoute(app, deps, handlerApi.setAssignees, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    setAssignees(deps, auth, params.postId, body.adminUserIds),
  );
}
