import { OUTBOX_PAGE_SIZE, outboxApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { pageOutbox } from '../../data/mail-outbox.repository.ts';
import { excludedPostIds } from '../../data/report-exclusions.repository.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { outboxMailView } from './outbox-view.ts';
import { retryMail } from './retry-mail.ts';

/** The mail outbox: the OUTBOX area (system admins). */
export function outboxRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, outboxApi.outbox, { menu: 'OUTBOX' }, async ({ auth, query }) => {
    const hidden = excludedPostIds(deps.db, auth.adminUserId);
    const { rows, total } = await pageOutbox(deps.db, query.page, OUTBOX_PAGE_SIZE, hidden);
    return {
      content: rows.map(outboxMailView),
      totalElements: total,
      totalPages: Math.ceil(total / OUTBOX_PAGE_SIZE),
      number: query.page,
    };
  });
  addRoute(app, deps, outboxApi.retryMail, { menu: 'OUTBOX' }, ({ auth, params }) =>
    retryMail(deps, auth, params.id),
  );
}
