import { z } from 'zod/mini';
import { ADMIN_MESSAGES, RECOVERY_CODE, TOTP_CODE } from './admin-auth.ts';
import { endpoint } from './endpoint.ts';
import { recordStatus } from './enums.ts';
import { adminPassword, adminPasswordProblem } from './passwords.ts';
import { okBody } from './reporter-auth.ts';
import {
  idParam,
  list,
  loginIdField,
  messageBody,
  optionalEmail,
  requiredId,
  requiredText,
  SYSADMIN_MESSAGES,
} from './sysadmin-fields.ts';
import { text } from './text.ts';

// Admin accounts (the spec's "users" of /api/sysadmin) and the one-time link with which an admin sets a password.

/**
 * Why an account change is refused (issue 30, hole 3): nobody grants, reaches or resets more than its own group
 * holds, nobody moves its own account, and only system admins manage system admins.
 */
export const ACCOUNT_MESSAGES = {
  sysadminOnly: '시스템관리자 계정은 시스템관리자만 관리할 수 있습니다.',
  beyondHolding: '이 계정의 그룹이 가진 메뉴 권한을 모두 가진 관리자만 이 계정을 관리할 수 있습니다.',
  groupBeyondHolding:
    '본인 그룹이 가지지 않은 메뉴 권한이 있는 그룹에는 관리자를 등록하거나 옮길 수 없습니다. 그룹을 다시 선택해주세요.',
  ownGroup: '본인 계정의 그룹은 변경할 수 없습니다. 다른 관리자에게 요청해주세요.',
  secondFactorReset: '2단계 인증이 초기화되었습니다. 이 관리자는 다음 로그인 때 인증 앱을 다시 등록합니다.',
} as const;

export const adminUserView = z.object({
  id: z.number(),
  loginId: text(),
  name: text(),
  email: z.nullable(text()),
  groupId: z.number(),
  groupName: text(),
  statusCode: recordStatus,
  statusName: text(),
  passwordSet: z.boolean(),
});
/** A row of the account list: whether the caller may manage the account (the server refuses otherwise). */
export const adminUserListItem = z.extend(adminUserView, { canManage: z.boolean() });
export const adminUserCreate = z.object({
  loginId: loginIdField,
  name: requiredText(100),
  email: optionalEmail,
  groupId: requiredId(SYSADMIN_MESSAGES.selectGroup),
});
export const adminUserUpdate = z.extend(z.omit(adminUserCreate, { loginId: true }), { status: recordStatus });
/** A one-time link for the admin to choose a password; shown once, valid for 24 hours. */
export const passwordSetupLink = z.object({ path: text(), expiresAt: text() });
export const adminUserCreated = z.object({ user: adminUserView, setupLink: passwordSetupLink });

/**
 * Re-issuing the link of an account that already has a password hands that account to whoever holds the link, so
 * the issuing admin confirms with its own password first.
 */
export const reauthBody = z.object({
  currentPassword: text({ error: ADMIN_MESSAGES.reauthRequired }).check(
    z.minLength(1, ADMIN_MESSAGES.reauthRequired),
    z.maxLength(128),
  ),
  /** Needed when the issuing admin has a second factor: a code of its app, or a recovery code. */
  secondFactorCode: z.optional(
    text().check(
      z.trim(),
      z.maxLength(20, ADMIN_MESSAGES.codeFormat),
      z.refine((c) => c === '' || TOTP_CODE.test(c) || RECOVERY_CODE.test(c), ADMIN_MESSAGES.codeFormat),
    ),
  ),
});
/** The re-issue call's body: the confirmation, needed when the account already has a password. */
export const passwordLinkBody = z.nullish(z.partial(reauthBody));

// Password setup (public: the link's token is the credential)
const setupToken = text().check(z.minLength(10), z.maxLength(100));
export const passwordSetupQuery = z.object({ token: setupToken });
export const passwordSetupInfo = z.object({ loginId: text(), name: text() });
const confirmationMatches = z.refine<{ password: string; passwordConfirm: string }>(
  (v) => v.password === v.passwordConfirm,
  {
    message: SYSADMIN_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  },
);
export const passwordSetupBody = z
  .object({ token: setupToken, password: adminPassword, passwordConfirm: text() })
  .check(confirmationMatches);

/**
 * The first system admin, created on the site through the one-time link the server prints while no admin exists.
 * The password may not contain the login id (the rule every admin password follows).
 */
export const firstAdminBody = z
  .object({
    token: setupToken,
    loginId: loginIdField,
    name: requiredText(100),
    password: adminPassword,
    passwordConfirm: text(),
  })
  .check(
    confirmationMatches,
    z.superRefine((v, ctx) => {
      const problem = adminPasswordProblem(v.password, v.loginId);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    }),
  );

export const adminAccountsApi = {
  users: endpoint({
    method: 'GET',
    path: '/api/sysadmin/users/adminrole',
    audience: 'admin',
    summary: '관리자 목록',
    response: list(adminUserListItem),
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/api/sysadmin/users',
    audience: 'admin',
    summary: '관리자 등록 (비밀번호 설정 링크 발급)',
    body: adminUserCreate,
    response: adminUserCreated,
  }),
  updateUser: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/users/:id',
    audience: 'admin',
    summary: '관리자 수정',
    params: idParam,
    body: adminUserUpdate,
    response: adminUserView,
  }),
  newPasswordLink: endpoint({
    method: 'POST',
    path: '/api/sysadmin/users/:id/password-link',
    audience: 'admin',
    summary: '비밀번호 설정 링크 재발급 (이전 링크는 무효; 비밀번호가 있는 계정이면 본인 비밀번호 확인)',
    params: idParam,
    body: passwordLinkBody,
    response: passwordSetupLink,
  }),
  resetSecondFactor: endpoint({
    method: 'POST',
    path: '/api/sysadmin/users/:id/second-factor-reset',
    audience: 'admin',
    summary: '2단계 인증 초기화 (본인 비밀번호 확인; 대상 계정의 세션 종료, 다음 로그인 때 다시 등록)',
    params: idParam,
    body: reauthBody,
    response: messageBody,
  }),
  passwordSetupInfo: endpoint({
    method: 'GET',
    path: '/api/admin/password-setup',
    audience: 'public',
    summary: '비밀번호 설정 링크 확인',
    query: passwordSetupQuery,
    response: passwordSetupInfo,
  }),
  passwordSetup: endpoint({
    method: 'POST',
    path: '/api/admin/password-setup',
    audience: 'public',
    summary: '비밀번호 설정',
    body: passwordSetupBody,
    response: messageBody,
  }),
  firstAdminLink: endpoint({
    method: 'GET',
    path: '/api/admin/first-admin',
    audience: 'public',
    summary: '첫 시스템관리자 등록 링크 확인 (관리자가 없을 때만)',
    query: passwordSetupQuery,
    response: okBody,
  }),
  createFirstAdmin: endpoint({
    method: 'POST',
    path: '/api/admin/first-admin',
    audience: 'public',
    summary: '첫 시스템관리자 등록',
    body: firstAdminBody,
    response: messageBody,
  }),
};
