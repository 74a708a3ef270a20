import { ERRORS, type ErrorCode } from '@audit/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable, pingDatabase } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/app-error.ts';

/** How long a client is asked to wait while the database is away. */
const RETRY_AFTER_SECONDS = 5;

// While the database is away the answer says when to try again.
const answer = (reply: FastifyReply, code: ErrorCode, message: string = ERRORS[code].message) => {
  if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(ERRORS[code].status).send({ message, code });
};

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

/**
 * Every error becomes `{message, code}`. Validation errors carry the Korean message of the first failing
 * field (the contracts hold those messages); anything unexpected is logged and answered with a generic
 * message, never a stack trace, SQL or path.
 */
export function registerErrorHandler(app: FastifyInstance, db: Kysely<Database>): void {
  const outageStarted = outageLog(app, db);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return answer(reply, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const korean = first?.message && /[가-힣]/.test(first.message) ? first.message : undefined;
      return answer(reply, 'VALIDATION_FAILED', korean);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return answer(reply, 'RATE_LIMITED');
    if (status === 413) return answer(reply, 'PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...): the detail is safe but English.
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply
        .status(status)
        .send({ message: ERRORS.VALIDATION_FAILED.message, code: 'VALIDATION_FAILED' });
    }
    if (isDatabaseUnavailable(error)) {
      outageStarted();
      request.log.debug({ err: { code: error.code, message: error.message } }, 'database unavailable');
      return answer(reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, 'INTERNAL_ERROR');
  });
}
