import { statsApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { sendFile } from '../../http/send-file.ts';
import { statsWorkbook } from './export-stats.ts';
import { reportStats } from './report-stats.ts';

const STATS = { menu: 'STATS' } as const;

/** The statistics of the admin's scope: the STATS area. */
export function statsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, statsApi.stats, STATS, ({ auth, query }) => reportStats(deps, auth, query));
  addRoute(app, deps, statsApi.exportStats, STATS, async ({ auth, query, reply }) =>
    sendFile(reply, await statsWorkbook(await reportStats(deps, auth, query))),
  );
}
