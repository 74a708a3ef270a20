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
  addRoute(app, commonsApi.companyTypes, open, () => companyOptions(deps));
  addRoute(app, commonsApi.reportTypes, open, () => reportTypeOptions(deps));
  addRoute(app, commonsApi.postStatuses, open, () => postStatusOptions(deps));
  addRoute(app, commonsApi.postTypes, open, async () => postTypeOptions());
  addRoute(app, commonsApi.statuses, open, async () => recordStatusOptions());
  addRoute(app, commonsApi.popup, open, async () => deps.config.popup);
}
