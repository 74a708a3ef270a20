import { ERROR_CODES, type ErrorCode } from '@audit/contracts';

/** The one error type features throw: a stable code, an HTTP status and a Korean message for a person. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  apiNotFound: '존재하지 않는 API 경로입니다.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오.',
  unavailable: '데이터베이스에 연결할 수 없습니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.',
  tooLarge: '요청 크기가 너무 큽니다.',
} as const;

export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(ERROR_CODES.notFound, 404, message);
export const badRequest = (message: string) => new AppError(ERROR_CODES.validation, 400, message);
