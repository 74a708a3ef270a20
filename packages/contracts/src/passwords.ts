import { z } from 'zod/mini';
import { text } from './text.ts';

export const REPORT_PASSWORD_MESSAGES = {
  required: '패스워드를 입력해주세요.',
  rule: '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.',
} as const;

const reportPasswordPattern = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^*+=-])[A-Za-z\d!@#$%^*+=-]{8,16}$/;

/** The receipt-confirmation password of a report: 8-16 characters, a letter, a digit and one of ! @ # $ % ^ * + = -. */
export const reportPassword = text({ error: REPORT_PASSWORD_MESSAGES.required }).check(
  z.minLength(1, REPORT_PASSWORD_MESSAGES.required),
  z.regex(reportPasswordPattern, REPORT_PASSWORD_MESSAGES.rule),
);

export const ADMIN_PASSWORD_MESSAGES = {
  required: '비밀번호를 입력해주세요.',
  rule: '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10자 이상으로 정해주세요.',
  sameAsLogin: '비밀번호에 아이디를 포함할 수 없습니다.',
  tooLong: '비밀번호는 128자 이하로 정해주세요.',
} as const;

/** An admin's password: at least 10 characters with letters, digits and a special character. */
export const adminPassword = text({ error: ADMIN_PASSWORD_MESSAGES.required }).check(
  z.minLength(1, ADMIN_PASSWORD_MESSAGES.required),
  z.maxLength(128, ADMIN_PASSWORD_MESSAGES.tooLong),
  z.refine(
    (v) => v.length >= 10 && /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z\d\s]/.test(v),
    ADMIN_PASSWORD_MESSAGES.rule,
  ),
);

/** Checks the admin rule including "not the login id"; returns the Korean message of the first failure. */
export function adminPasswordProblem(password: string, loginId: string): string | null {
  const parsed = adminPassword.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? ADMIN_PASSWORD_MESSAGES.rule;
  if (password.toLowerCase().includes(loginId.toLowerCase()) && loginId.length > 0) {
    return ADMIN_PASSWORD_MESSAGES.sameAsLogin;
  }
  return null;
}
