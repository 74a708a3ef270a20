import {
  CONSENT_FIELDS,
  CONSENT_MESSAGE,
  CSRF_FIELD,
  consentsGiven,
  ERRORS,
  emptyReportForm,
  type FieldErrors,
  fieldErrorsOf,
  normalizePhoneNumber,
  type PageNotice,
  type PostKind,
  REPORT_MESSAGES,
  type ReportFormValues,
  reportFormSchema,
  SITE_FORMS,
  SITE_MESSAGES,
  SITE_PAGES,
  type SitePage,
} from '@audit/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { koreaDate } from '../../lib/korea-time.ts';
import { formRateLimit } from '../../plugins/rate-limits.ts';
import { dropFile, REPORT_MULTIPART_LIMITS, readReportUpload } from '../attachments/read-upload.ts';
import { companyOptions, reportTypeOptions } from '../commons/commons.ts';
import { checkReport, fileReport, sealedFileSink } from '../reports/submit-report.ts';
import { checkCsrfToken, csrfToken } from './csrf.ts';
import { arrivedAt, type SiteContext, seeOther, sendJson, sendPage, wantsJson } from './page-reply.ts';
import { fileHeldReport, heldReport, holdForReview, releaseHeldReport } from './review-step.ts';
import { setReceiptCookie } from './site-cookies.ts';

const PATHS: Record<PostKind, { form: string; confirm: string }> = {
  PUBLIC: { form: SITE_FORMS.reportReal, confirm: SITE_FORMS.confirmReal },
  PRIVATE: { form: SITE_FORMS.reportAnonymous, confirm: SITE_FORMS.confirmAnonymous },
};
const KINDS = ['PUBLIC', 'PRIVATE'] as const;
const RECEIPT_PAGE = SITE_PAGES.reportComplete;
const CONSENT_STEP = `${SITE_PAGES.reporting}?step=consent`;

/** The checks of checkReport that belong to a field of the form (the rest are said at the page's top). */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [REPORT_MESSAGES.company]: 'companyType',
  [REPORT_MESSAGES.reportType]: 'reportType',
  [REPORT_MESSAGES.fileType]: 'files',
  [REPORT_MESSAGES.fileMismatch]: 'files',
};

type FormState = {
  values?: Partial<ReportFormValues>;
  errors?: FieldErrors;
  fileDropped?: boolean;
  notice?: PageNotice;
};

/**
 * What was typed, as the form shows it again: its own fields only, never the passwords; a phone number typed as
 * digits alone grouped as the form groups it with JavaScript (010-1234-5678).
 */
function typedValues(fields: Record<string, string>, kind: PostKind): Partial<ReportFormValues> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(emptyReportForm(kind))) {
    if (name === 'password' || name === 'passwordConfirm' || name === 'postType') continue;
    const value = fields[name];
    if (typeof value === 'string' && value !== '')
      values[name] = name === 'phoneNumber' ? normalizePhoneNumber(value) : value;
  }
  return values;
}

/**
 * The report forms as pages (issue 28): /reportsecond (real-name, only with both consents) and /reportsecond02
 * (anonymous). A plain post is checked with the contract's schema: refused, the form comes back with what was typed
 * (not the password, not the file: the form says so) and each field's message (400, 413 for a file over 10 MB, 403 for
 * a CSRF token that does not hold); checked, it waits for the review page's 접수, which files it. The page's script
 * sends the same form after its own question (`intent=submit`, JSON answers), and the report is filed at once. Either
 * way nothing is filed until the form is valid and confirmed, and the receipt number reaches /reportcomplete in a
 * cookie that page reads once.
 */
export function reportFormRoutes(site: FastifyInstance, ctx: SiteContext): void {
  const { deps } = ctx;
  // Counted in the handlers rather than before the body is read, so that a refused post still brings back what was
  // typed (a Tor exit is shared by many: its address can be over the limit for a reporter who sent nothing yet).
  const reportLimit = formRateLimit(site, deps, 'report-form', {
    max: deps.config.rateLimits.reportsPerHour,
    timeWindow: '1 hour',
  });
  const confirmLimit = formRateLimit(site, deps, 'report-confirm', {
    max: deps.config.rateLimits.reportsPerHour,
    timeWindow: '1 hour',
  });

  const formPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PostKind,
    state: FormState,
  ): Promise<SitePage> => ({
    page: 'report-form',
    kind,
    csrf: csrfToken(deps, request, reply),
    today: koreaDate(deps.now()),
    companies: await companyOptions(deps),
    reportTypes: await reportTypeOptions(deps),
    values: state.values ?? {},
    errors: state.errors ?? {},
    fileDropped: state.fileDropped ?? false,
    ...(state.notice ? { notice: state.notice } : {}),
  });

  const reviewPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PostKind,
    key: string,
    held: NonNullable<Awaited<ReturnType<typeof heldReport>>>,
    notice?: PageNotice,
  ): Promise<SitePage> => {
    const companies = await companyOptions(deps);
    const types = await reportTypeOptions(deps);
    const { values } = held;
    const company = companies.find((c) => c.code === values.companyType) ?? {
      code: values.companyType,
      title: values.companyType,
      isAlerted: false,
      noticeBrand: null,
    };
    return {
      page: 'report-review',
      kind,
      csrf: csrfToken(deps, request, reply),
      draft: key,
      today: koreaDate(deps.now()),
      values,
      company,
      reportTypeTitle: types.find((t) => t.code === values.reportType)?.title ?? values.reportType,
      file: held.attachment ? { name: held.attachment.filename, size: held.attachment.size } : null,
      ...(notice ? { notice } : {}),
    };
  };

  for (const kind of KINDS) {
    site.get<{ Querystring: Record<string, string | undefined> }>(
      PATHS[kind].form,
      async (request, reply) => {
        const q = request.query;
        if (kind === 'PUBLIC' && !consentsGiven(q[CONSENT_FIELDS.collection], q[CONSENT_FIELDS.thirdParty])) {
          return seeOther(reply, CONSENT_STEP);
        }
        return sendPage(ctx, reply, await formPage(request, reply, kind, {}));
      },
    );
  }

  /** The form again with what was typed and why it was refused; the page's script gets the same as JSON. */
  const refuseForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PostKind,
    fields: Record<string, string>,
    fileDropped: boolean,
    status: number,
    state: FormState,
  ) => {
    const page = await formPage(request, reply, kind, {
      values: typedValues(fields, kind),
      fileDropped,
      ...state,
    });
    if (!wantsJson(request)) return sendPage(ctx, reply, page, { status });
    const message = state.notice?.message ?? Object.values(state.errors ?? {})[0] ?? SITE_MESSAGES.failed;
    return sendJson(reply, status, {
      ok: false,
      code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED',
      message,
      fields: state.errors ?? {},
      ...(page.page === 'report-form' ? { csrf: page.csrf } : {}),
    });
  };

  // The multipart parser of the form posts, in a context of its own; it reads on after a file over the limit, so the
  // refused form keeps the fields that came after it (readReportUpload's goOnAfterLimit).
  site.register(async (uploads) => {
    await uploads.register(multipart, { limits: REPORT_MULTIPART_LIMITS, throwFileSizeLimit: false });
    for (const kind of KINDS) {
      uploads.post(PATHS[kind].form, async (request, reply) => {
        const limited = await reportLimit(request);
        if (limited) {
          // Over the limit the file is dropped as it arrives; the form comes back with what was typed all the same.
          const dropped = await readReportUpload(request, dropFile, { goOnAfterLimit: true });
          const fileDropped = dropped.file !== null || dropped.fileTooLarge === true;
          reply.header('retry-after', String(limited.retryAfter));
          return refuseForm(request, reply, kind, dropped.fields, fileDropped, 429, {
            notice: { tone: 'error', message: ERRORS.RATE_LIMITED.message },
          });
        }
        const upload = await readReportUpload(request, sealedFileSink(deps), { goOnAfterLimit: true });
        try {
          const fields: Record<string, string> = { ...upload.fields, postType: kind };
          const fileDropped = upload.file !== null || upload.fileTooLarge === true;
          const refuse = (status: number, state: FormState) =>
            refuseForm(request, reply, kind, fields, fileDropped, status, state);

          const csrf = checkCsrfToken(deps, request, fields[CSRF_FIELD], arrivedAt(request, deps));
          if (csrf !== 'ok') {
            const message = csrf === 'expired' ? SITE_MESSAGES.csrfExpired : SITE_MESSAGES.csrfInvalid;
            return refuse(403, { notice: { tone: 'error', message } });
          }
          if (upload.fileTooLarge) return refuse(413, { errors: { files: REPORT_MESSAGES.fileTooLarge } });
          if (
            kind === 'PUBLIC' &&
            !consentsGiven(fields[CONSENT_FIELDS.collection], fields[CONSENT_FIELDS.thirdParty])
          ) {
            return refuse(400, { notice: { tone: 'error', message: CONSENT_MESSAGE } });
          }
          const parsed = reportFormSchema(kind).safeParse(fields);
          if (!parsed.success) return refuse(400, { errors: fieldErrorsOf(parsed.error.issues) });
          let checked: Awaited<ReturnType<typeof checkReport>>;
          try {
            checked = await checkReport(deps, fields, upload.file);
          } catch (error) {
            if (!(error instanceof AppError) || error.status >= 500) throw error;
            const field = FIELD_OF_MESSAGE[error.message];
            return refuse(
              error.status,
              field
                ? { errors: { [field]: error.message } }
                : { notice: { tone: 'error', message: error.message } },
            );
          }

          if (fields.intent === 'submit') {
            const receipt = await fileReport(deps, checked, upload.file?.stored.slices ?? null);
            if (upload.file) deps.wakeAttachmentCleaner?.();
            setReceiptCookie(deps, request, reply, receipt.receiptNumber);
            return wantsJson(request)
              ? sendJson(reply, 200, { ok: true, location: RECEIPT_PAGE })
              : seeOther(reply, RECEIPT_PAGE);
          }
          const key = await holdForReview(deps, checked, upload.file?.stored ?? null);
          const held = await heldReport(deps, key);
          if (!held) throw new AppError('INTERNAL_ERROR');
          return sendPage(ctx, reply, await reviewPage(request, reply, kind, key, held));
        } finally {
          await upload.file?.stored.discard();
        }
      });
    }
  });

  for (const kind of KINDS) {
    site.post<{ Body: Record<string, string | undefined> }>(PATHS[kind].confirm, async (request, reply) => {
      const body = request.body ?? {};
      const key = typeof body.draft === 'string' ? body.draft : '';
      const gone = async () =>
        sendPage(
          ctx,
          reply,
          await formPage(request, reply, kind, {
            notice: { tone: 'error', message: SITE_MESSAGES.reviewGone },
          }),
          { status: 410 },
        );
      const csrf = checkCsrfToken(deps, request, body[CSRF_FIELD], arrivedAt(request, deps));
      // Only 접수 counts against the limit: 수정 files nothing.
      const limited = body.intent === 'edit' ? null : await confirmLimit(request);
      if (csrf !== 'ok' || limited) {
        // The review page again, with a new token: nothing the reporter wrote is lost to an old page or a limit.
        const held = await heldReport(deps, key);
        if (!held) return gone();
        if (limited) reply.header('retry-after', String(limited.retryAfter));
        const message = limited
          ? ERRORS.RATE_LIMITED.message
          : csrf === 'expired'
            ? SITE_MESSAGES.csrfExpired
            : SITE_MESSAGES.csrfInvalid;
        const page = await reviewPage(request, reply, kind, key, held, { tone: 'error', message });
        return sendPage(ctx, reply, page, { status: limited ? 429 : 403 });
      }
      if (body.intent === 'edit') {
        const held = await releaseHeldReport(deps, key);
        if (!held) return gone();
        const values = typedValues(held.values as unknown as Record<string, string>, kind);
        return sendPage(
          ctx,
          reply,
          await formPage(request, reply, kind, { values, fileDropped: held.attachment !== null }),
        );
      }
      const receipt = await fileHeldReport(deps, key);
      if (!receipt) return gone();
      deps.wakeAttachmentCleaner?.();
      setReceiptCookie(deps, request, reply, receipt.receiptNumber);
      return seeOther(reply, RECEIPT_PAGE);
    });
  }
}
