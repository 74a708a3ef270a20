import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { text } from './text.ts';

// A reporter's sign-in with a receipt number and the report's password, and its end.

export const REPORTER_MESSAGES = {
  lookupRequired: '접수번호와 패스워드를 입력해주세요.',
  badCredentials: '접수번호 또는 패스워드가 일치하지 않습니다.',
  locked: '패스워드를 5회 잘못 입력하여 15분 동안 조회할 수 없습니다. 잠시 후 다시 시도해주세요.',
  closed: '처리 완료 후 1개월이 지난 제보는 조회할 수 없습니다.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 접수번호와 패스워드로 다시 조회해주세요.',
} as const;

/** A client's clock in whole seconds, sent with a sign-in. */
export const timestampSeconds = z.coerce.number().check(z.int(), z.nonnegative());

/** Sign-in with a receipt number (`loginId`) and the report password; `timestamp` is in whole seconds. */
export const signinBody = z.object({
  loginId: text({ error: REPORTER_MESSAGES.lookupRequired }).check(
    z.trim(),
    z.minLength(1, REPORTER_MESSAGES.lookupRequired),
    z.maxLength(64),
  ),
  // Trimmed like the password at submission, so a stray space typed on a phone does not lock anyone out.
  password: text({ error: REPORTER_MESSAGES.lookupRequired }).check(
    z.trim(),
    z.minLength(1, REPORTER_MESSAGES.lookupRequired),
    z.maxLength(128),
  ),
  timestamp: z.optional(timestampSeconds),
});
export const tokenBody = z.object({ token: text() });
export const okBody = z.object({ ok: z.literal(true) });

/** The reporter's sign-in calls (spec section 7). The spec's path prefix /api/informant is kept. */
export const reporterAuthApi = {
  signin: endpoint({
    method: 'POST',
    path: '/api/informant/signin',
    audience: 'public',
    summary: '접수번호와 패스워드로 제보 조회 로그인',
    body: signinBody,
    response: tokenBody,
  }),
  signout: endpoint({
    method: 'POST',
    path: '/api/informant/signout',
    audience: 'reporter',
    summary: '제보 조회 종료 (토큰 폐기)',
    response: okBody,
  }),
};
