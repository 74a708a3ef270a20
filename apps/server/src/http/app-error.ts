import { ERRORS, type ErrorCode } from '@audit/contracts';

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
