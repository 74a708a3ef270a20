import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { okBody, timestampSeconds, tokenBody } from './reporter-auth.ts';
import { text } from './text.ts';

// An admin's sign-in (password, then a second factor or its enrollment), session and own menus.

export const ADMIN_MESSAGES = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  badCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  locked: '비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다. 잠시 후 다시 시도해주세요.',
  disabled: '사용이 중지된 계정입니다. 시스템관리자에게 문의해주세요.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해주세요.',
  noMenu: '이 메뉴를 사용할 권한이 없습니다.',
  statusInvalid: '처리상태를 선택해주세요.',
  changed: '변경되었습니다.',
  reauthRequired: '본인 확인을 위해 현재 로그인한 계정의 비밀번호를 입력해주세요.',
  reauthFailed: '비밀번호가 일치하지 않습니다.',
  codeRequired: '인증 앱의 6자리 코드 또는 복구 코드를 입력해주세요.',
  codeFormat: '인증 코드는 6자리 숫자, 복구 코드는 XXXXX-XXXXX 형식입니다.',
  enrollCodeFormat: '인증 앱에 표시된 6자리 숫자를 입력해주세요.',
  badCode: '인증 코드가 일치하지 않습니다. 인증 앱의 현재 코드를 입력해주세요.',
  signinStepExpired: '로그인 단계가 만료되었습니다. 처음부터 다시 로그인해주세요.',
  enrollmentNotStarted: '인증 앱 등록을 먼저 시작해주세요.',
  alreadyEnrolled:
    '이 계정에는 이미 2단계 인증이 등록되어 있습니다. 처음부터 다시 로그인해주세요. 인증 앱을 바꾸려면 시스템관리자에게 초기화를 요청해주세요.',
  reauthCodeRequired:
    '이 계정은 2단계 인증을 사용합니다. 인증 앱의 6자리 코드 또는 복구 코드도 입력해주세요.',
} as const;

/** What the password step of an admin sign-in asks next. */
export const SECOND_FACTOR_STEPS = ['NONE', 'VERIFY', 'ENROLL'] as const;

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX, letters and digits without look-alikes). */
export const TOTP_CODE = /^\d{6}$/;
export const RECOVERY_CODE = /^[A-HJ-NP-Za-hj-np-z2-9]{5}-?[A-HJ-NP-Za-hj-np-z2-9]{5}$/;

export const adminSigninBody = z.object({
  loginId: text({ error: ADMIN_MESSAGES.loginIdRequired }).check(
    z.trim(),
    z.minLength(1, ADMIN_MESSAGES.loginIdRequired),
    z.maxLength(50),
  ),
  password: text({ error: ADMIN_MESSAGES.passwordRequired }).check(
    z.minLength(1, ADMIN_MESSAGES.passwordRequired),
    z.maxLength(128),
  ),
  timestamp: z.optional(timestampSeconds),
});

/**
 * The password step's answer: the session token when no second factor is needed, otherwise a short-lived
 * sign-in token for the second step (VERIFY: enter a code; ENROLL: register an authenticator app first).
 */
export const adminSigninAnswer = z.object({
  secondFactor: z.enum(SECOND_FACTOR_STEPS),
  token: z.optional(text()),
  signinToken: z.optional(text()),
});

const signinToken = text({ error: ADMIN_MESSAGES.signinStepExpired }).check(
  z.minLength(1, ADMIN_MESSAGES.signinStepExpired),
  z.maxLength(100),
);
export const secondFactorBody = z.object({
  signinToken,
  code: text({ error: ADMIN_MESSAGES.codeRequired }).check(
    z.trim(),
    z.minLength(1, ADMIN_MESSAGES.codeRequired),
    z.maxLength(20, ADMIN_MESSAGES.codeFormat),
    z.refine((c) => TOTP_CODE.test(c) || RECOVERY_CODE.test(c), ADMIN_MESSAGES.codeFormat),
  ),
});
export const enrollmentBody = z.object({ signinToken });
export const enrollmentAnswer = z.object({
  /** The secret in Base32, for typing into an app that cannot scan. */
  secret: text(),
  otpauthUri: text(),
  /** The QR code of otpauthUri as an SVG data URL, drawn on this server. */
  qrCode: text(),
});
export const enrollmentConfirmBody = z.object({
  signinToken,
  code: text({ error: ADMIN_MESSAGES.enrollCodeFormat }).check(
    z.trim(),
    z.regex(TOTP_CODE, ADMIN_MESSAGES.enrollCodeFormat),
  ),
});
export const enrollmentConfirmAnswer = z.object({ token: text(), recoveryCodes: z.array(text()) });

export const groupMenuItem = z.object({ name: text(), url: text() });
export const adminMe = z.object({
  loginId: text(),
  name: text(),
  groupName: text(),
  menus: z.array(groupMenuItem),
  idleTimeoutSeconds: z.number(),
});

/** The admin's sign-in and session calls (spec section 7, /api/admin). */
export const adminAuthApi = {
  signin: endpoint({
    method: 'POST',
    path: '/api/admin/signin',
    audience: 'public',
    summary: '관리자 로그인',
    body: adminSigninBody,
    response: adminSigninAnswer,
  }),
  secondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/signin/second-factor',
    audience: 'public',
    summary: '관리자 로그인 2단계: 인증 코드 또는 복구 코드',
    body: secondFactorBody,
    response: tokenBody,
  }),
  startEnrollment: endpoint({
    method: 'POST',
    path: '/api/admin/signin/enrollment',
    audience: 'public',
    summary: '관리자 로그인 2단계 등록 시작: 비밀키와 QR 코드',
    body: enrollmentBody,
    response: enrollmentAnswer,
  }),
  confirmEnrollment: endpoint({
    method: 'POST',
    path: '/api/admin/signin/enrollment/confirm',
    audience: 'public',
    summary: '관리자 로그인 2단계 등록 확인: 복구 코드 발급',
    body: enrollmentConfirmBody,
    response: enrollmentConfirmAnswer,
  }),
  signout: endpoint({
    method: 'POST',
    path: '/api/admin/signout',
    audience: 'admin',
    summary: '관리자 로그아웃 (토큰 폐기)',
    response: okBody,
  }),
  groupMenus: endpoint({
    method: 'GET',
    path: '/api/admin/GroupMenus',
    audience: 'admin',
    summary: '내 그룹의 사용 가능한 메뉴 (순서대로)',
    response: z.array(groupMenuItem),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    audience: 'admin',
    summary: '로그인한 관리자 정보와 메뉴',
    response: adminMe,
  }),
  keepAlive: endpoint({
    method: 'POST',
    path: '/api/admin/session/extend',
    audience: 'admin',
    summary: '세션 연장',
    response: okBody,
  }),
};
