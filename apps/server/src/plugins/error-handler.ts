import { ERROR_CODES } from '@audit/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../errors.ts';

/**
 * Every error becomes `{message, code}`. Validation errors carry the Korean message of the first failing
 * field (the contracts hold those messages); anything unexpected is logged and answered with a generic
 * message, never a stack trace, SQL or path.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && /[가-힣]/.test(first.message) ? first.message : MESSAGES.badRequest;
      return reply.status(400).send({ message, code: ERROR_CODES.validation });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: MESSAGES.rateLimited, code: ERROR_CODES.rateLimited });
    }
    if (status === 413) {
      return reply.status(413).send({ message: MESSAGES.tooLarge, code: ERROR_CODES.tooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...): the detail is safe but English.
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.status(status).send({ message: MESSAGES.badRequest, code: ERROR_CODES.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.internal, code: ERROR_CODES.internal });
  });
}
