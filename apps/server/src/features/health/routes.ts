import { healthApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/connect.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { AppError } from '../../lib/app-error.ts';

export function healthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, healthApi.health, {}, async () => ({ status: 'ok' as const }));
  addRoute(app, deps, healthApi.ready, {}, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const };
  });
}
