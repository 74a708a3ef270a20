import {
  COMMENT_FILE_MESSAGES,
  COMMENT_MESSAGES,
  CSRF_FIELD,
  commentBody,
  ERRORS,
  fieldErrorsOf,
  type PageNotice,
  positiveId,
  REPORT_MESSAGES,
  SITE_FORMS,
  SITE_MESSAGES,
  SITE_PAGES,
} from '@audit/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReporterAuth } from '../../http/route.ts';
import { sendFile } from '../../http/send-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { formRateLimit } from '../../plugins/rate-limits.ts';
import { downloadCommentFile } from '../attachments/download-comment-file.ts';
import { dropFile, readUploads } from '../attachments/read-upload.ts';
import { addComment } from '../comments/add-comment.ts';
import {
  COMMENT_MULTIPART_LIMITS,
  type CommentUpload,
  discardCommentFiles,
  readCommentUpload,
} from '../comments/comment-upload.ts';
import { checkCsrfToken } from './csrf.ts';
import { arrivedAt, type SiteContext, seeOther } from './page-reply.ts';

type Form = Record<string, string | undefined>;

/** What the comment form's routes take from the reporter's pages (reporter-pages.ts). */
export type ReporterPages = {
  /** The reporter of the session cookie, or why there is none (the cookie cleared). */
  sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<ReporterAuth | 'missing' | 'expired'>;
  /** The reporter of the session cookie, or null once the reporter was sent back to the look-up. */
  reporterOf(request: FastifyRequest, reply: FastifyReply): Promise<ReporterAuth | null>;
  /** The look-up again, with the comment the ended session refused held in it. */
  heldCommentPage(
    request: FastifyRequest,
    reply: FastifyReply,
    reason: 'missing' | 'expired',
    value: string,
    filesDropped: boolean,
  ): Promise<FastifyReply>;
  /** /inquirypage again with the refused comment (never its files) and why. */
  myReportPage(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: ReporterAuth,
    o: {
      comment: { value: string; error?: string; filesError?: string };
      notice?: PageNotice;
      status: number;
    },
  ): Promise<FastifyReply>;
  /** A report closed to its reporter ends the session there. */
  closed(request: FastifyRequest, reply: FastifyReply, auth: ReporterAuth): Promise<FastifyReply>;
};

const MY_REPORT = SITE_PAGES.myReport;

/**
 * The comment form of /inquirypage without JavaScript (issue 28), with files (issue 31): a multipart post (an
 * urlencoded one, from a page of before, is read as well) with its CSRF token, the comment and up to three files,
 * answered with post-redirect-get, or the page again with the comment typed, the files' message beside their field
 * and nothing of a file kept. The files arrive like the API's (comments/comment-upload.ts), encrypted on the way.
 * Also the download of a comment's file by `?id=`.
 */
export function commentFormRoutes(site: FastifyInstance, ctx: SiteContext, pages: ReporterPages): void {
  const { deps } = ctx;
  // The comment form is capped like the API's comment route; refused, the page comes back with the comment typed.
  const commentLimit = formRateLimit(site, deps, 'report-comment', {
    max: deps.config.rateLimits.commentsPerHour,
    timeWindow: '1 hour',
  });

  /** The form's fields with no file kept, and whether files came (a post refused before its files are read). */
  const fieldsOnly = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return { fields: formOf(request.body), filesCame: false };
    const read = await readUploads(request, dropFile, {
      limits: COMMENT_MULTIPART_LIMITS,
      maxFiles: COMMENT_MULTIPART_LIMITS.files,
      messages: { tooMany: COMMENT_FILE_MESSAGES.tooMany, fieldTooLong: COMMENT_MESSAGES.tooLong },
      goOnAfterLimit: true,
    });
    return { fields: read.fields, filesCame: read.files.length > 0 || read.fileTooLarge === true };
  };

  const post = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await pages.sessionOf(request, reply);
    // The session ended while the comment was typed: the look-up, with the comment held in the page to come back.
    if (typeof auth !== 'object') {
      const { fields, filesCame } = await fieldsOnly(request);
      return pages.heldCommentPage(request, reply, auth, fields.content ?? '', filesCame);
    }
    const limited = await commentLimit(request);
    if (limited) {
      const { fields } = await fieldsOnly(request);
      reply.header('retry-after', String(limited.retryAfter));
      const notice: PageNotice = { tone: 'error', message: ERRORS.RATE_LIMITED.message };
      return pages.myReportPage(request, reply, auth, {
        comment: { value: fields.content ?? '' },
        notice,
        status: 429,
      });
    }
    const upload: CommentUpload = request.isMultipart()
      ? await readCommentUpload(deps, request, auth.scope.postId, { goOnAfterLimit: true })
      : { fields: formOf(request.body), files: null };
    try {
      return await commentPosted(request, reply, auth, upload);
    } finally {
      await discardCommentFiles(upload.files);
    }
  };

  const commentPosted = async (
    request: FastifyRequest,
    reply: FastifyReply,
    auth: ReporterAuth,
    upload: CommentUpload,
  ) => {
    const value = upload.fields.content ?? '';
    // What the page says beside the file field when the comment is refused: a refused form keeps no file.
    const filesError = upload.files ? COMMENT_FILE_MESSAGES.notKept : undefined;
    const refuse = (status: number, o: { error?: string; filesError?: string; notice?: PageNotice }) =>
      pages.myReportPage(request, reply, auth, {
        comment: { value, ...(o.error ? { error: o.error } : {}), ...withFiles(o.filesError ?? filesError) },
        ...(o.notice ? { notice: o.notice } : {}),
        status,
      });
    const csrf = checkCsrfToken(deps, request, upload.fields[CSRF_FIELD], arrivedAt(request, deps));
    if (csrf !== 'ok') {
      const message = csrf === 'expired' ? SITE_MESSAGES.csrfExpired : SITE_MESSAGES.csrfInvalid;
      return refuse(403, { notice: { tone: 'error', message } });
    }
    if (upload.fileTooLarge) return refuse(413, { filesError: REPORT_MESSAGES.fileTooLarge });
    if (upload.tooManyFiles) return refuse(400, { filesError: COMMENT_FILE_MESSAGES.tooMany });
    const parsed = commentBody.safeParse({ content: value, postId: auth.scope.postId });
    if (!parsed.success) {
      return refuse(400, { error: fieldErrorsOf(parsed.error.issues).content ?? COMMENT_MESSAGES.required });
    }
    try {
      await addComment(deps, auth, auth.scope.postId, parsed.data.content, 'PLAIN', upload.files);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (error.status === 403) return pages.closed(request, reply, auth);
      // A file of a type that may not be kept (415): said beside the files.
      if (error.status === 415)
        return refuse(415, { filesError: `${error.message} ${COMMENT_FILE_MESSAGES.notKept}` });
      return refuse(error.status, { notice: { tone: 'error', message: error.message } });
    }
    return seeOther(reply, `${MY_REPORT}?done=comment`);
  };

  // The multipart parser of the comment form, in a context of its own (as the report forms': report-form-pages.ts);
  // it reads on after a file over the limit, so the refused form keeps the comment typed after it.
  site.register(async (uploads) => {
    await uploads.register(multipart, { limits: COMMENT_MULTIPART_LIMITS, throwFileSizeLimit: false });
    uploads.post(SITE_FORMS.comment, post);
  });

  site.get<{ Querystring: Form }>(SITE_FORMS.commentFile, async (request, reply) => {
    const auth = await pages.reporterOf(request, reply);
    if (!auth) return reply;
    const id = positiveId.safeParse(request.query.id);
    if (!id.success) throw new AppError('NOT_FOUND', COMMENT_FILE_MESSAGES.notFound);
    try {
      return sendFile(reply, await downloadCommentFile(deps, auth, id.data));
    } catch (error) {
      if (error instanceof AppError && error.status === 403) return pages.closed(request, reply, auth);
      throw error;
    }
  });
}

const withFiles = (filesError: string | undefined) => (filesError ? { filesError } : {});

/** An urlencoded form's fields, as strings. */
function formOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, v] of Object.entries((body ?? {}) as Form)) if (typeof v === 'string') fields[name] = v;
  return fields;
}
