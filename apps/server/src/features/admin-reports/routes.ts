import { adminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { addRoute, adminWith } from '../../http/route.ts';
import { addAdminComment, editAdminComment } from './admin-comments.ts';
import { exportReports } from './export-reports.ts';
import { listReports } from './list-reports.ts';
import { downloadReportAttachment, setReportStatus, viewReport } from './report-detail.ts';
import { listScopedCompanies } from './repository.ts';

const REPORTS = adminWith('/adminreport');

export function adminReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  addRoute(app, deps, adminApi.posts, { access: REPORTS }, ({ auth, query }) =>
    listReports(
      deps,
      auth,
      { companyType: query.companyType, sort: query.sort, keyword: query.keyword },
      query.page,
    ),
  );

  addRoute(app, deps, adminApi.exportPosts, { access: REPORTS }, async ({ auth, query, reply }) => {
    const file = await exportReports(deps, auth, query);
    reply
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'no-store')
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(file.data) as never;
  });

  addRoute(app, deps, adminApi.post, { access: REPORTS }, async ({ auth, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return viewReport(deps, auth, params.id);
  });

  addRoute(app, deps, adminApi.setStatus, { access: REPORTS }, ({ auth, params, query }) =>
    setReportStatus(deps, auth, params.id, query.postStatus),
  );

  addRoute(app, deps, adminApi.attachment, { access: REPORTS }, async ({ auth, params, reply }) => {
    const file = await downloadReportAttachment(deps, auth, params.id);
    reply
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'no-store')
      .type(file.contentType);
    return reply.send(file.data) as never;
  });

  addRoute(app, deps, adminApi.comment, { access: REPORTS }, ({ auth, params, body }) =>
    addAdminComment(deps, auth, params.postId, body.content),
  );

  addRoute(app, deps, adminApi.editComment, { access: REPORTS }, ({ auth, params, body }) =>
    editAdminComment(deps, auth, params.commentId, body.content),
  );

  addRoute(app, deps, adminApi.companyCombo, { access: REPORTS }, ({ auth }) =>
    listScopedCompanies(deps.db, auth.groupId),
  );
}
