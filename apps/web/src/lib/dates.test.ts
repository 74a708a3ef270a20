import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, oneMonthAfter, todayInKorea } from './dates.ts';
import { formatReceiptNumber } from './receipt.ts';

describe('dates in Korea time', () => {
  it('formats an instant as the Korean calendar date and time', () => {
    // 23:30 UTC is already the next morning in Seoul.
    expect(formatDate('2025-03-09T23:30:00.000Z')).toBe('2025-03-10');
    expect(formatDateTime('2025-03-09T23:30:00.000Z')).toBe('2025-03-10 08:30');
    expect(formatDateTime('2025-03-10T15:05:00.000Z')).toBe('2025-03-11 00:05');
    expect(todayInKorea(new Date('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
  });

  it('keeps an unreadable value as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('counts one calendar month', () => {
    expect(oneMonthAfter('2025-01-15T00:00:00.000Z').toISOString()).toBe('2025-02-15T00:00:00.000Z');
  });
});

describe('formatReceiptNumber', () => {
  it('groups the digits by four', () => {
    expect(formatReceiptNumber('1234567890123456')).toBe('1234-5678-9012-3456');
    expect(formatReceiptNumber('1234-x')).toBe('1234-x');
  });
});
