import { adminApi, reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { sendFile } from '../../http/send-file.ts';
import { downloadAttachment } from './download-attachment.ts';
import { downloadCommentFile } from './download-comment-file.ts';

export function attachmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, reporterApi.attachment, {}, async ({ auth, reply }) =>
    sendFile(reply, await downloadAttachment(deps, auth)),
  );
  addRoute(app, deps, adminApi.attachment, { menu: 'REPORTS' }, async ({ auth, params, reply }) =>
    sendFile(reply, await downloadAttachment(deps, auth, params.id)),
  );
  addRoute(app, deps, adminApi.originalAttachment, { menu: 'REPORTS' }, async ({ auth, params, reply }) =>
    sendFile(reply, await downloadAttachment(deps, auth, params.id, 'original')),
  );
  // The files of comments and replies (issue 31), by id within the caller's scope.
  addRoute(app, deps, reporterApi.commentFile, {}, async ({ auth, params, reply }) =>
    sendFile(reply, await downloadCommentFile(deps, auth, params.id)),
  );
  addRoute(app, deps, adminApi.commentFile, { menu: 'REPORTS' }, async ({ auth, params, reply }) =>
    sendFile(reply, await downloadCommentFile(deps, auth, params.id)),
  );
  addRoute(app, deps, adminApi.originalCommentFile, { menu: 'REPORTS' }, async ({ auth, params, reply }) =>
    sendFile(reply, await downloadCommentFile(deps, auth, params.id, 'original')),
  );
}
