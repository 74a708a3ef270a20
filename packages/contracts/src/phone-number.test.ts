import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number.ts';

describe('normalizePhoneNumber', () => {
  it.each([
    // Mobile: 010 with 11 digits, the older prefixes with 10 or 11.
    ['01012345678', '010-1234-5678'],
    ['0101234567', '010-123-4567'],
    ['0111234567', '011-123-4567'],
    ['01912345678', '019-1234-5678'],
    // Seoul: 02 with 9 or 10 digits.
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    // Other area codes, internet phones and free calls: 10 or 11 digits.
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['0641234567', '064-123-4567'],
    ['07012345678', '070-1234-5678'],
    ['0801234567', '080-123-4567'],
    // Spaces, dots or hyphens in other places are regrouped; surrounding spaces dropped.
    ['010 1234 5678', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    ['010-123-45678', '010-1234-5678'],
    ['0101-234-5678', '010-1234-5678'],
    [' 010-1234-5678 ', '010-1234-5678'],
    ['02-123-4567', '02-123-4567'],
  ])('groups %s as %s', (typed, grouped) => {
    expect(normalizePhoneNumber(typed)).toBe(grouped);
  });

  it.each([
    ['', ''],
    ['1234', '1234'],
    // Too many or too few digits for their prefix.
    ['010123456789', '010123456789'],
    ['02123456', '02123456'],
    ['0312345', '0312345'],
    // Prefixes that are not grouped here: left for the spec's rule to judge.
    ['05051234567', '05051234567'],
    ['15881234', '15881234'],
    ['0991234567', '0991234567'],
    // Anything but digits and separators.
    ['+82 10-1234-5678', '+82 10-1234-5678'],
    ['010-1234-567a', '010-1234-567a'],
    ['전화 01012345678', '전화 01012345678'],
  ])('leaves %j as typed (trimmed)', (typed, kept) => {
    expect(normalizePhoneNumber(typed)).toBe(kept);
  });
});
