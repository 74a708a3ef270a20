import { ADMIN_PAGE_SIZE, adminApi, SYSADMIN_MENU_KEYS, sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { pageLoginLogs } from '../../data/login-logs.repository.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { auditTrailPage } from './audit-trail-page.ts';

/** A page of a log in the spec's paging shape. */
function page<R, V>(rows: R[], total: number, number: number, size: number, view: (r: R) => V) {
  return { content: rows.map(view), totalElements: total, totalPages: Math.ceil(total / size), number };
}

export function auditRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, adminApi.loginLog, { menu: 'LOGIN_LOG' }, async ({ query }) => {
    const { rows, total } = await pageLoginLogs(deps.db, query.page, ADMIN_PAGE_SIZE);
    return page(rows, total, query.page, ADMIN_PAGE_SIZE, (r) => ({
      id: r.id,
      loginId: r.login_id,
      modifiedDate: r.created_at.toISOString(),
      ip: r.ip,
      success: r.success,
      secondFactor: r.second_factor,
    }));
  });

  // The audit trail has no menu of its own: holders of any system-admin menu may read it.
  addRoute(app, deps, sysadminApi.audit, { menu: SYSADMIN_MENU_KEYS }, ({ auth, query }) =>
    auditTrailPage(deps, auth.adminUserId, query.page),
  );
}
