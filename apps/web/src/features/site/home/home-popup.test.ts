import { describe, expect, it } from 'vitest';
import { shouldOpenHomePopup } from './home-popup.ts';

// The server's default period (spec section 9): 2025-09-29 17:00 to 2025-10-13 07:00 Korea time.
const period = { from: '2025-09-29T08:00:00.000Z', until: '2025-10-12T22:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('shouldOpenHomePopup', () => {
  it('opens inside the period when no cookie says otherwise', () => {
    expect(shouldOpenHomePopup(at('2025-10-01T12:00:00+09:00'), period, '')).toBe(true);
    expect(shouldOpenHomePopup(at('2025-10-01T12:00:00+09:00'), period, 'other=1; popupname2=done')).toBe(
      true,
    );
  });

  it('includes the first instant and excludes the last one', () => {
    expect(shouldOpenHomePopup(at('2025-09-29T17:00:00+09:00'), period, '')).toBe(true);
    expect(shouldOpenHomePopup(at('2025-09-29T16:59:59+09:00'), period, '')).toBe(false);
    expect(shouldOpenHomePopup(at('2025-10-13T06:59:59+09:00'), period, '')).toBe(true);
    expect(shouldOpenHomePopup(at('2025-10-13T07:00:00+09:00'), period, '')).toBe(false);
  });

  it('stays closed outside the period', () => {
    expect(shouldOpenHomePopup(at('2025-09-01T12:00:00+09:00'), period, '')).toBe(false);
    expect(shouldOpenHomePopup(at('2026-11-22T12:00:00+09:00'), period, '')).toBe(false);
  });

  it('stays closed when the reporter chose "오늘 하루 보지 않기"', () => {
    expect(shouldOpenHomePopup(at('2025-10-01T12:00:00+09:00'), period, 'a=b; popupname=done')).toBe(false);
  });

  it('stays closed without a usable period', () => {
    expect(shouldOpenHomePopup(at('2025-10-01T12:00:00+09:00'), undefined, '')).toBe(false);
    expect(shouldOpenHomePopup(at('2025-10-01T12:00:00+09:00'), { from: 'x', until: 'y' }, '')).toBe(false);
  });
});
