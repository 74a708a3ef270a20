import { adminApi, reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { addComment } from './add-comment.ts';
import { editComment } from './edit-comment.ts';

/** The conversation on a report: the reporter and the audit office write; an admin edits its own comments. */
export function commentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // A reporter's comment is a public write like a report: capped per client address.
  const rateLimit = { max: deps.config.rateLimits.commentsPerHour, timeWindow: '1 hour' };
  addRoute(app, deps, reporterApi.comment, { rateLimit }, ({ auth, params, body }) =>
    addComment(deps, auth, params.postId, body.content),
  );
  addRoute(app, deps, adminApi.comment, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    addComment(deps, auth, params.postId, body.content, body.kind),
  );
  addRoute(app, deps, adminApi.editComment, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    editComment(deps, auth, params.commentId, body.content, body.kind),
  );
}
