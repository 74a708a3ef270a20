import { ERRORS, type ErrorCode } from '@audit/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable, pingDatabase } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../lib/app-error.ts';

/** How long a client is asked to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** How often the database is tried while it is away, to log when it is back. */
const OUTAGE_PROBE_MS = 2_000;

/**
 * One log line when the database goes away and one when it is back (with how long it was away), however many
 * requests were answered 503 in between: operators see an outage, not a flood.
 */
function outageLog(app: FastifyInstance, db: Kysely<Database>) {
  let since: number | null = null;
  const probe = () => {
    setTimeout(() => {
      pingDatabase(db).then(
        () => {
          app.log.warn(
            { event: 'database-outage-end', durationMs: Date.now() - (since ?? Date.now()) },
            'database is back',
          );
          since = null;
        },
        () => (since === null ? undefined : probe()),
      );
    }, OUTAGE_PROBE_MS).unref();
  };
  app.addHook('onClose', async () => {
    since = null;
  });
  return () => {
    if (since !== null) return;
    since = Date.now();
    app.log.error({ event: 'database-outage-start' }, 'database unavailable: answering 503 until it is back');
    probe();
  };
}

/** What an error is answered with: its status, stable code and Korean message (never an internal detail). */
export type ErrorAnswer = { status: number; code: ErrorCode; message: string };

export type ErrorClassifier = (error: FastifyError, request: FastifyRequest) => ErrorAnswer;

const of = (code: ErrorCode, message: string = ERRORS[code].message): ErrorAnswer => ({
  status: ERRORS[code].status,
  code,
  message,
});

/**
 * Every error becomes `{message, code}`. Validation errors carry the Korean message of the first failing
 * field (the contracts hold those messages); anything unexpected is logged and answered with a generic
 * message, never a stack trace, SQL or path. Answers the classifier, for the public pages, which answer the same
 * errors with a page (features/site-pages).
 */
export function registerErrorHandler(app: FastifyInstance, db: Kysely<Database>): ErrorClassifier {
  const outageStarted = outageLog(app, db);
  const classify: ErrorClassifier = (error, request) => {
    if (error instanceof AppError) return of(error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const korean = first?.message && /[가-힣]/.test(first.message) ? first.message : undefined;
      return of('VALIDATION_FAILED', korean);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return of('RATE_LIMITED');
    if (status === 413) return of('PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...): the detail is safe but English.
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return { status, code: 'VALIDATION_FAILED', message: ERRORS.VALIDATION_FAILED.message };
    }
    if (isDatabaseUnavailable(error)) {
      outageStarted();
      request.log.debug({ err: { code: error.code, message: error.message } }, 'database unavailable');
      return of('SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return of('INTERNAL_ERROR');
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, message } = classify(error, request);
    // While the database is away the answer says when to try again.
    if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(status).send({ message, code });
  });
  return classify;
}
