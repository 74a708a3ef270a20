import { ADMIN_PAGE_SIZE, adminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addRoute, adminWith } from '../../http/route.ts';
import { pageLoginLogs } from './repository.ts';

export function loginLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  addRoute(app, deps, adminApi.loginLog, { access: adminWith('/admininquiry') }, async ({ query }) => {
    const { rows, total } = await pageLoginLogs(deps.db, query.page, ADMIN_PAGE_SIZE);
    return {
      content: rows.map((r) => ({
        id: r.id,
        loginId: r.login_id,
        modifiedDate: r.created_at.toISOString(),
        ip: r.ip,
        success: r.success,
      })),
      totalElements: total,
      totalPages: Math.ceil(total / ADMIN_PAGE_SIZE),
      number: query.page,
    };
  });
}
