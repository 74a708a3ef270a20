import { healthApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  addRoute(app, deps, healthApi.health, {}, async () => ({ status: 'ok' as const }));
  addRoute(app, deps, healthApi.ready, {}, async () => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const };
  });
}
