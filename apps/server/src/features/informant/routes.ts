import { informantApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { addRoute, PUBLIC, REPORTER } from '../../http/route.ts';
import { revokeSession } from '../sessions/repository.ts';
import { readReportUpload } from './read-report-upload.ts';
import { addReporterComment, downloadMyAttachment, viewMyReport } from './reporter-report.ts';
import { reporterSignin } from './reporter-signin.ts';
import { submitReport } from './submit-report.ts';

// Per client address, held in memory only by @fastify/rate-limit (never stored or logged).
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
const perHour = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 hour' } } });

export function informantRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limits = deps.config.rateLimits;
  const signin = reporterSignin(deps);

  addRoute(
    app,
    deps,
    informantApi.submit,
    { access: PUBLIC, fastify: perHour(limits.reportsPerHour) },
    async ({ request }) => submitReport(deps, await readReportUpload(request)),
  );

  addRoute(
    app,
    deps,
    informantApi.signin,
    { access: PUBLIC, fastify: perMinute(limits.signinsPerMinute) },
    ({ body }) => signin(body),
  );

  addRoute(app, deps, informantApi.myPost, { access: REPORTER }, ({ auth }) =>
    viewMyReport(deps, auth.postId),
  );

  addRoute(app, deps, informantApi.attachment, { access: REPORTER }, async ({ auth, reply }) => {
    const file = await downloadMyAttachment(deps, auth.postId);
    reply
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'no-store')
      .type(file.contentType);
    return reply.send(file.data) as never;
  });

  addRoute(app, deps, informantApi.signout, { access: REPORTER }, async ({ auth }) => {
    await revokeSession(deps.db, auth.sessionId, deps.now());
    return { ok: true as const };
  });

  addRoute(app, deps, informantApi.comment, { access: REPORTER }, ({ auth, params, body }) =>
    addReporterComment(deps, auth.postId, params.postId, body.content),
  );
}
