import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportSubmission } from './report-form.ts';
import { groupDigits } from './text.ts';

const valid = {
  postType: 'PUBLIC',
  companyType: 'GARAM_FOODS',
  reportType: 'BRIBERY',
  title: ' 제목 ',
  who: '누가',
  when: '언제',
  where: '어디서',
  what: '무엇을',
  how: '어떻게',
  why: '왜',
  name: '홍길동',
  phoneNumber: '010-1234-5678',
  email: 'a@b.kr',
  password: 'abcd123!',
};

const firstMessage = (input: object) => {
  const r = reportSubmission.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('report submission schema', () => {
  it('trims text and keeps contact data of a real-name report', () => {
    const r = reportSubmission.parse(valid);
    expect(r).toMatchObject({ title: '제목', name: '홍길동', otherRequests: '' });
  });

  it('drops contact data from an anonymous report even when sent', () => {
    const r = reportSubmission.parse({ ...valid, postType: 'PRIVATE' });
    expect(r).not.toHaveProperty('name');
    expect(r).not.toHaveProperty('email');
    expect(r).not.toHaveProperty('phoneNumber');
  });

  it.each([
    [{ companyType: '' }, REPORT_MESSAGES.company],
    [{ reportType: undefined }, REPORT_MESSAGES.reportType],
    [{ title: '   ' }, REPORT_MESSAGES.required],
    [{ why: '' }, REPORT_MESSAGES.required],
    [{ name: ' ' }, REPORT_MESSAGES.name],
    [{ email: '' }, REPORT_MESSAGES.emailRequired],
    [{ email: 'a@b' }, REPORT_MESSAGES.emailFormat],
    [{ email: 'not-an-email' }, REPORT_MESSAGES.emailFormat],
    [{ phoneNumber: '' }, REPORT_MESSAGES.phoneRequired],
    [{ phoneNumber: '010-12-5678' }, REPORT_MESSAGES.phoneFormat],
    [{ phoneNumber: '1234' }, REPORT_MESSAGES.phoneFormat],
    [{ phoneNumber: '010123456789' }, REPORT_MESSAGES.phoneFormat],
    [{ phoneNumber: '010-1234-567a' }, REPORT_MESSAGES.phoneFormat],
    [{ phoneNumber: '+82 10 1234 5678' }, REPORT_MESSAGES.phoneFormat],
    [{ password: '' }, '패스워드를 입력해주세요.'],
    [{ password: 'abcdefgh' }, '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.'],
    [{ postType: 'SECRET' }, REPORT_MESSAGES.postType],
    [{ title: 'x'.repeat(201) }, '200자 이하로 입력해주세요.'],
  ])('refuses %o with its message', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('accepts the phone formats of the spec', () => {
    for (const phoneNumber of ['02-123-4567', '010-1234-5678', '031-123-4567']) {
      expect(firstMessage({ ...valid, phoneNumber })).toBeNull();
    }
  });

  it('accepts digits typed without hyphens and keeps them grouped as the spec writes them', () => {
    const phone = (phoneNumber: string) => {
      const r = reportSubmission.parse({ ...valid, phoneNumber });
      return 'phoneNumber' in r ? r.phoneNumber : null;
    };
    expect(phone('01012345678')).toBe('010-1234-5678');
    expect(phone(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(phone('0212345678')).toBe('02-1234-5678');
    expect(phone('0311234567')).toBe('031-123-4567');
    expect(phone('010-1234-5678')).toBe('010-1234-5678');
  });
});

describe('counts in messages', () => {
  it('groups digits as Korean text does, without a number formatter', () => {
    expect(REPORT_MESSAGES.tooLong(10_000)).toBe('10,000자 이하로 입력해주세요.');
    for (const n of [0, 7, 999, 1_000, 4_000, 10_485_760, 1_234_567_890]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });
});
