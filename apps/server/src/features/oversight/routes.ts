import { oversightApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { listOverseenReports, viewOverseenReport } from './overseen-reports.ts';
import { decideExclusions, releaseReport, setOverseenAssignees } from './oversight-decisions.ts';

const OVERSIGHT = { menu: 'OVERSIGHT' } as const;

/**
 * 제보 감독: the OVERSIGHT area. Which reports a caller reaches is the oversight's base query (the companies its group
 * oversees); what it may decide is a rule of the report (policies/).
 */
export function oversightRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, oversightApi.overseenReports, OVERSIGHT, ({ auth, query }) =>
    listOverseenReports(deps, auth, query.page),
  );
  addRoute(app, deps, oversightApi.overseenReport, OVERSIGHT, ({ auth, params }) =>
    viewOverseenReport(deps, auth, params.postId),
  );
  addRoute(app, deps, oversightApi.decideExclusions, OVERSIGHT, ({ auth, params, body }) =>
    decideExclusions(deps, auth, params.postId, body.adminUserIds),
  );
  addRoute(app, deps, oversightApi.setOverseenAssignees, OVERSIGHT, ({ auth, params, body }) =>
    setOverseenAssignees(deps, auth, params.postId, body.adminUserIds),
  );
  addRoute(app, deps, oversightApi.releaseReport, OVERSIGHT, ({ auth, params }) =>
    releaseReport(deps, auth, params.postId),
  );
}
