import {
  COMMENT_FILE_MESSAGES,
  COMMENT_MESSAGES,
  CSRF_FIELD,
  ERRORS,
  type FieldErrors,
  fieldErrorsOf,
  HELD_COMMENT_FIELD,
  type PageNotice,
  REPORTER_MESSAGES,
  SITE_FORMS,
  SITE_MESSAGES,
  SITE_PAGES,
  signinBody,
} from '@audit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revokeSession } from '../../data/sessions.repository.ts';
import type { ReporterAuth } from '../../http/route.ts';
import { sendFile } from '../../http/send-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { formRateLimit } from '../../plugins/rate-limits.ts';
import { downloadAttachment } from '../attachments/download-attachment.ts';
import { reporterSignin } from '../reporter-auth/reporter-signin.ts';
import { viewMyReport } from '../reports/view-report.ts';
import { resolveSession } from '../sessions/sessions.ts';
import { commentFormRoutes } from './comment-form.ts';
import { checkCsrfToken, csrfToken } from './csrf.ts';
import { arrivedAt, type SiteContext, seeOther, sendPage } from './page-reply.ts';
import { clearReporterCookie, reporterToken, setReporterCookie, takeReceiptCookie } from './site-cookies.ts';

type Form = Record<string, string | undefined>;

/** Why the look-up page is shown again, as its address says (`?reason=`), after a session ended or was left. */
const REASONS: Record<string, PageNotice> = {
  missing: { tone: 'error', message: REPORTER_MESSAGES.sessionMissing },
  expired: { tone: 'error', message: REPORTER_MESSAGES.sessionExpired },
  closed: { tone: 'error', message: REPORTER_MESSAGES.closed },
  signedout: { tone: 'info', message: SITE_MESSAGES.signedOut },
};

/** What /inquirypage says after its own post (`?done=`). */
const DONE: Record<string, PageNotice> = {
  comment: { tone: 'info', message: COMMENT_MESSAGES.registered },
};

const LOOKUP = SITE_PAGES.lookup;
const MY_REPORT = SITE_PAGES.myReport;

/**
 * The reporter's pages after the receipt (issue 28): the look-up (a plain POST sign-in that opens the session cookie),
 * the own report with its attachment, comments (comment-form.ts) and sign-out, and the receipt page. The session is the one the spec's
 * API opens (hashed token, idle and absolute expiry, the one-month window after completion), carried in an HttpOnly
 * cookie instead of a Bearer header; its ends (no session, an ended one, a closed report) send the reporter back to
 * the look-up with the reason, and clear the cookie, as the spec's 410 rules do.
 */
export function reporterPageRoutes(site: FastifyInstance, ctx: SiteContext): void {
  const { deps } = ctx;
  const signin = reporterSignin(deps);
  // Counted in the handler, so that a refused sign-in comes back with the 접수번호 typed (plugins/rate-limits.ts).
  const signinLimit = formRateLimit(site, deps, 'report-lookup', {
    max: deps.config.rateLimits.signinsPerMinute,
    timeWindow: '1 minute',
  });

  const lookupPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    o: { loginId?: string; errors?: FieldErrors; notice?: PageNotice; status?: number; heldComment?: string },
  ) =>
    sendPage(
      ctx,
      reply,
      {
        page: 'report-lookup',
        csrf: csrfToken(deps, request, reply),
        loginId: o.loginId ?? '',
        errors: o.errors ?? {},
        ...(o.notice ? { notice: o.notice } : {}),
        ...(o.heldComment ? { heldComment: o.heldComment } : {}),
      },
      { status: o.status ?? 200 },
    );

  site.get<{ Querystring: Form }>(LOOKUP, (request, reply) => {
    const reason = request.query.reason;
    return lookupPage(request, reply, { notice: reason ? REASONS[reason] : undefined });
  });

  site.post<{ Body: Form }>(LOOKUP, async (request, reply) => {
    const body = request.body ?? {};
    const loginId = typeof body.loginId === 'string' ? body.loginId : '';
    const held = body[HELD_COMMENT_FIELD];
    const heldComment = typeof held === 'string' && held ? held : undefined;
    const limited = await signinLimit(request);
    if (limited) {
      reply.header('retry-after', String(limited.retryAfter));
      const notice: PageNotice = { tone: 'error', message: ERRORS.RATE_LIMITED.message };
      return lookupPage(request, reply, { loginId, notice, status: 429, heldComment });
    }
    const csrf = checkCsrfToken(deps, request, body[CSRF_FIELD], arrivedAt(request, deps));
    if (csrf !== 'ok') {
      const message = csrf === 'expired' ? SITE_MESSAGES.csrfExpired : SITE_MESSAGES.csrfInvalid;
      return lookupPage(request, reply, {
        loginId,
        notice: { tone: 'error', message },
        status: 403,
        heldComment,
      });
    }
    const parsed = signinBody.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      const notice: PageNotice = { tone: 'error', message: REPORTER_MESSAGES.lookupRequired };
      return lookupPage(request, reply, { loginId, errors, notice, status: 400, heldComment });
    }
    try {
      const { token } = await signin(parsed.data);
      setReporterCookie(request, reply, token);
      if (!heldComment) return seeOther(reply, MY_REPORT);
      // The comment the ended session refused, back in its box and still unsent: the reporter sends it.
      const auth = await reporterAuth(token);
      const notice: PageNotice = { tone: 'info', message: SITE_MESSAGES.commentRestored };
      return myReportPage(request, reply, auth, { comment: { value: heldComment }, notice });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const notice: PageNotice = { tone: 'error', message: error.message };
      return lookupPage(request, reply, { loginId, notice, status: error.status, heldComment });
    }
  });

  const reporterAuth = async (token: string | null): Promise<ReporterAuth> => {
    const session = await resolveSession(deps.db, deps.cipher, token, 'REPORTER', deps.now(), {
      missing: REPORTER_MESSAGES.sessionMissing,
      expired: REPORTER_MESSAGES.sessionExpired,
    });
    return { sessionId: session.sessionId, scope: { kind: 'reporter', postId: session.ownerId } };
  };

  /** The reporter of the session cookie, or why there is none (the cookie cleared). */
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await reporterAuth(reporterToken(request));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      clearReporterCookie(request, reply);
      return error.code === 'SESSION_EXPIRED' ? 'expired' : 'missing';
    }
  };

  /** The reporter of the session cookie, or the way back to the look-up (the cookie cleared) with the reason. */
  const reporterOf = async (request: FastifyRequest, reply: FastifyReply): Promise<ReporterAuth | null> => {
    const auth = await sessionOf(request, reply);
    if (typeof auth === 'object') return auth;
    seeOther(reply, `${LOOKUP}?reason=${auth}`);
    return null;
  };

  /** A report closed to its reporter (one month after completion) ends the session there. */
  const closed = async (request: FastifyRequest, reply: FastifyReply, auth: ReporterAuth) => {
    await revokeSession(deps.db, auth.sessionId, deps.now());
    clearReporterCookie(request, reply);
    return seeOther(reply, `${LOOKUP}?reason=closed`);
  };

  const myReportPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    auth: ReporterAuth,
    o: {
      comment?: { value: string; error?: string; filesError?: string };
      notice?: PageNotice;
      status?: number;
    } = {},
  ) => {
    let post: Awaited<ReturnType<typeof viewMyReport>>;
    try {
      post = await viewMyReport(deps, auth);
    } catch (error) {
      if (error instanceof AppError && error.status === 403) return closed(request, reply, auth);
      throw error;
    }
    return sendPage(
      ctx,
      reply,
      {
        page: 'my-report',
        csrf: csrfToken(deps, request, reply),
        post,
        comment: o.comment ?? { value: '' },
        ...(o.notice ? { notice: o.notice } : {}),
      },
      { status: o.status ?? 200 },
    );
  };

  /** The notice for a post whose CSRF token does not hold (an expired one says so), or null when it holds. */
  const csrfRefusal = (request: FastifyRequest, body: Form): PageNotice | null => {
    const csrf = checkCsrfToken(deps, request, body[CSRF_FIELD], arrivedAt(request, deps));
    if (csrf === 'ok') return null;
    return {
      tone: 'error',
      message: csrf === 'expired' ? SITE_MESSAGES.csrfExpired : SITE_MESSAGES.csrfInvalid,
    };
  };

  site.get<{ Querystring: Form }>(MY_REPORT, async (request, reply) => {
    const auth = await reporterOf(request, reply);
    if (!auth) return reply;
    const done = request.query.done;
    return myReportPage(request, reply, auth, { notice: done ? DONE[done] : undefined });
  });

  site.get(SITE_FORMS.attachment, async (request, reply) => {
    const auth = await reporterOf(request, reply);
    if (!auth) return reply;
    try {
      return sendFile(reply, await downloadAttachment(deps, auth));
    } catch (error) {
      if (error instanceof AppError && error.status === 403) return closed(request, reply, auth);
      throw error;
    }
  });

  commentFormRoutes(site, ctx, {
    sessionOf,
    reporterOf,
    closed,
    myReportPage,
    heldCommentPage: (request, reply, reason, value, filesDropped) => {
      const held = filesDropped
        ? `${SITE_MESSAGES.commentHeld} ${COMMENT_FILE_MESSAGES.notKept}`
        : SITE_MESSAGES.commentHeld;
      const notice = value ? { tone: 'error' as const, message: held } : REASONS[reason];
      return lookupPage(request, reply, { notice, status: 401, heldComment: value || undefined });
    },
  });

  site.post<{ Body: Form }>(SITE_FORMS.signout, async (request, reply) => {
    const auth = await reporterOf(request, reply);
    if (!auth) return reply;
    const body = request.body ?? {};
    const refused = csrfRefusal(request, body);
    if (refused) return myReportPage(request, reply, auth, { notice: refused, status: 403 });
    await revokeSession(deps.db, auth.sessionId, deps.now());
    clearReporterCookie(request, reply);
    return seeOther(reply, `${LOOKUP}?reason=signedout`);
  });

  // The receipt: shown once, from the cookie the filing set (read and cleared here).
  site.get(SITE_PAGES.reportComplete, (request, reply) =>
    sendPage(ctx, reply, { page: 'report-complete', receiptNumber: takeReceiptCookie(deps, request, reply) }),
  );
}
