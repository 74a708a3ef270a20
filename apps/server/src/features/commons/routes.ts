import { commonsApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addRoute, PUBLIC } from '../../http/route.ts';
import {
  companyOptions,
  postStatusOptions,
  postTypeOptions,
  recordStatusOptions,
  reportTypeOptions,
} from './service.ts';

export function commonsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const open = { access: PUBLIC };
  addRoute(app, deps, commonsApi.companyTypes, open, () => companyOptions(deps));
  addRoute(app, deps, commonsApi.reportTypes, open, () => reportTypeOptions(deps));
  addRoute(app, deps, commonsApi.postStatuses, open, () => postStatusOptions(deps));
  addRoute(app, deps, commonsApi.postTypes, open, async () => postTypeOptions());
  addRoute(app, deps, commonsApi.statuses, open, async () => recordStatusOptions());
  addRoute(app, deps, commonsApi.popup, open, async () => deps.config.popup);
}
