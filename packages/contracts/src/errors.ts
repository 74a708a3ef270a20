import { z } from 'zod/mini';

/** Every failed API call answers this body; `message` is Korean text meant for a person. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
});

/**
 * The stable error codes, each with its HTTP status and the message used when a more specific one is not
 * given. Clients branch on the code (or status), never on the message; the server raises them through one
 * helper (apps/server/src/lib/app-error.ts).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  UNAUTHORIZED: { status: 401, message: '세션이 만료되었거나 잘못된 접근입니다.' },
  FORBIDDEN: { status: 403, message: '이 메뉴를 사용할 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  CONFLICT: { status: 409, message: '지금은 이 요청을 처리할 수 없습니다.' },
  SESSION_EXPIRED: { status: 410, message: '세션이 만료되었습니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 크기가 너무 큽니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '등록할 수 없는 파일 형식입니다.' },
  LOCKED: { status: 423, message: '잠시 후 다시 시도해주세요.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  INTERNAL_ERROR: {
    status: 500,
    message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: '데이터베이스에 연결할 수 없습니다.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorCode = keyof typeof ERRORS;

/** The answer to a path under /api that is no endpoint. */
export const UNKNOWN_API_PATH_MESSAGE = '존재하지 않는 API 경로입니다.';
