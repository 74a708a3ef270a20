import { adminApi, reporterApi } from '@audit/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { addComment } from './add-comment.ts';
import {
  COMMENT_MULTIPART_LIMITS,
  freeCommentFiles,
  readMultipartComment,
  withCommentFiles,
} from './comment-upload.ts';
import { editComment } from './edit-comment.ts';

/** The conversation on a report: the reporter and the audit office write; an admin edits its own comments. */
export function commentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // A reporter's comment is a public write like a report: capped per client address.
  const rateLimit = { max: deps.config.rateLimits.commentsPerHour, timeWindow: '1 hour' };
  // New comments take JSON (the spec's) or multipart/form-data with files (issue 31), in a context of their own with
  // the multipart parser (as the report's submission has: reports/routes.ts).
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: COMMENT_MULTIPART_LIMITS });
    uploads.addHook('preValidation', readMultipartComment(deps));
    uploads.addHook('onResponse', freeCommentFiles);
    addRoute(uploads, deps, reporterApi.comment, { rateLimit }, ({ auth, params, body, request }) =>
      withCommentFiles(request, (files) =>
        addComment(deps, auth, params.postId, body.content, 'PLAIN', files),
      ),
    );
    addRoute(uploads, deps, adminApi.comment, { menu: 'REPORTS' }, ({ auth, params, body, request }) =>
      withCommentFiles(request, (files) =>
        addComment(deps, auth, params.postId, body.content, body.kind, files),
      ),
    );
  });
  addRoute(app, deps, adminApi.editComment, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    editComment(deps, auth, params.commentId, body.content, body.kind),
  );
}
