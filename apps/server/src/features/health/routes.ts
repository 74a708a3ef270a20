import { healthApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import { addRoute, PUBLIC } from '../../http/route.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  addRoute(app, deps, healthApi.health, { access: PUBLIC }, async () => ({ status: 'ok' as const }));
  addRoute(app, deps, healthApi.ready, { access: PUBLIC }, async () => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.unavailable);
    }
    return { status: 'ok' as const };
  });
}
