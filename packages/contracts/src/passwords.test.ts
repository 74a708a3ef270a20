import { describe, expect, it } from 'vitest';
import { adminPasswordProblem, REPORT_PASSWORD_MESSAGES, reportPassword } from './passwords.ts';

describe('report password rule (spec section 5)', () => {
  it.each(['abcd123!', 'Abcdefgh1234567=', 'a1-a1-a1', 'Z9^Z9^Z9'])('accepts %s', (p) => {
    expect(reportPassword.safeParse(p).success).toBe(true);
  });

  it.each([
    ['', REPORT_PASSWORD_MESSAGES.required],
    ['abc12!', REPORT_PASSWORD_MESSAGES.rule],
    ['abcdefgh12345678!', REPORT_PASSWORD_MESSAGES.rule],
    ['abcdefgh!', REPORT_PASSWORD_MESSAGES.rule],
    ['12345678!', REPORT_PASSWORD_MESSAGES.rule],
    ['abcd1234', REPORT_PASSWORD_MESSAGES.rule],
    ['abcd123&', REPORT_PASSWORD_MESSAGES.rule],
    ['abcd 123!', REPORT_PASSWORD_MESSAGES.rule],
    ['비밀번호123!', REPORT_PASSWORD_MESSAGES.rule],
  ])('refuses %j with the spec message', (p, message) => {
    const r = reportPassword.safeParse(p);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('admin password rule', () => {
  it('wants 10+ characters with letters, digits and a special character, not containing the login id', () => {
    expect(adminPasswordProblem('Strong#Pass1', 'kim')).toBeNull();
    expect(adminPasswordProblem('Short#1a', 'kim')).toMatch(/10자 이상/);
    expect(adminPasswordProblem('NoSpecials123', 'kim')).toMatch(/10자 이상/);
    expect(adminPasswordProblem('xKIM.audit#1234', 'kim.audit')).toMatch(/아이디를 포함할 수 없습니다/);
    expect(adminPasswordProblem('', 'kim')).toBe('비밀번호를 입력해주세요.');
  });
});
