import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie, writeCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, ignoring spaces', () => {
    expect(readCookie('a=1; popupname=done; b=2', 'popupname')).toBe('done');
    expect(readCookie('popupname=done', 'popupname')).toBe('done');
  });

  it('does not confuse a cookie whose name only starts the same', () => {
    expect(readCookie('popupname2=done', 'popupname')).toBeNull();
    expect(readCookie('', 'popupname')).toBeNull();
  });
});

describe('writeCookie', () => {
  it('builds a one-day site-wide assignment', () => {
    expect(cookieAssignment('popupname', 'done', 86400)).toBe(
      'popupname=done; max-age=86400; path=/; samesite=lax',
    );
  });

  it('sets a cookie the document then reports', () => {
    writeCookie('popupname', 'done', 86400);
    expect(readCookie(document.cookie, 'popupname')).toBe('done');
  });
});
