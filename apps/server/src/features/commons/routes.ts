import { commonsApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import {
  companyOptions,
  postStatusOptions,
  postTypeOptions,
  recordStatusOptions,
  reportTypeOptions,
} from './commons.ts';

export function commonsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, commonsApi.companyTypes, {}, () => companyOptions(deps));
  addRoute(app, deps, commonsApi.reportTypes, {}, () => reportTypeOptions(deps));
  addRoute(app, deps, commonsApi.postStatuses, {}, () => postStatusOptions(deps));
  addRoute(app, deps, commonsApi.postTypes, {}, async () => postTypeOptions());
  addRoute(app, deps, commonsApi.statuses, {}, async () => recordStatusOptions());
  addRoute(app, deps, commonsApi.popup, {}, async () => deps.config.popup);
}
