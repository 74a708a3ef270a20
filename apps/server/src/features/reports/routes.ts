import { adminApi, reporterApi } from '@audit/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { sendFile } from '../../http/send-file.ts';
import { REPORT_MULTIPART_LIMITS, readReportUpload } from '../attachments/read-upload.ts';
import { exportReports } from './export-reports.ts';
import { listReports } from './list-reports.ts';
import { setReportStatus } from './set-report-status.ts';
import { sealedFileSink, submitReport } from './submit-report.ts';
import { viewMyReport, viewReportAsAdmin } from './view-report.ts';

const REPORTS = { menu: 'REPORTS' } as const;

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const rateLimit = { max: deps.config.rateLimits.reportsPerHour, timeWindow: '1 hour' };
  // The only route that takes a multipart body has the multipart parser to itself: @fastify/multipart adds two
  // promise hooks (a close listener on request, a clean-up on response) to every request of its context.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: REPORT_MULTIPART_LIMITS });
    addRoute(uploads, deps, reporterApi.submit, { rateLimit }, async ({ request }) => {
      const upload = await readReportUpload(request, sealedFileSink(deps));
      const receipt = await submitReport(deps, upload).finally(() => upload.file?.stored.discard());
      // A file waits for the cleaner; without one there is nothing to clean (and a wake costs a statement).
      if (upload.file) deps.wakeAttachmentCleaner?.();
      return receipt;
    });
  });
  addRoute(app, deps, reporterApi.myPost, {}, ({ auth }) => viewMyReport(deps, auth));

  addRoute(app, deps, adminApi.posts, REPORTS, ({ auth, query }) =>
    listReports(deps, auth.scope, query, query.page),
  );
  addRoute(app, deps, adminApi.exportPosts, REPORTS, async ({ auth, query, reply }) =>
    sendFile(reply, await exportReports(deps, auth, query)),
  );
  addRoute(app, deps, adminApi.post, REPORTS, ({ auth, params }) => viewReportAsAdmin(deps, auth, params.id));
  addRoute(app, deps, adminApi.setStatus, REPORTS, ({ auth, params, query, body }) =>
    setReportStatus(deps, auth, params.id, query.postStatus, body?.resultMessage ?? ''),
  );
}
