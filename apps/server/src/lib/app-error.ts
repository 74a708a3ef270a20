import { ERRORS, type ErrorCode, REPORT_NOT_FOUND, SYSADMIN_MESSAGES } from '@audit/contracts';

/**
 * The one way a feature refuses a request: a stable code from the contracts' table (which gives the HTTP
 * status) and a Korean message for a person (the code's general message when none is given). The error
 * handler turns it into `{message, code}`.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** The one answer for a report the caller's scope does not reach, whoever asks: exactly as if it did not exist. */
export const reportNotFound = () => new AppError('NOT_FOUND', REPORT_NOT_FOUND);

/** The answer for a record that does not exist (system-admin screens). */
export const recordNotFound = () => new AppError('NOT_FOUND', SYSADMIN_MESSAGES.notFound);
