import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../../lib/cookies.ts';
import { AuditPopup2Page, AuditPopupPage } from './audit-popup-page.tsx';

// Spy on the cookie writer while keeping its real effect, to see the lifetime the page asks for.
vi.mock('../../../lib/cookies.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/cookies.ts')>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

describe('notice popups', () => {
  it('"오늘 하루 보지 않기" sets popupname=done for one day and closes the window', async () => {
    const user = userEvent.setup();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});

    render(<AuditPopupPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('선물');
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));

    expect(readCookie(document.cookie, 'popupname')).toBe('done');
    expect(writeCookie).toHaveBeenCalledWith('popupname', 'done', 86400);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('/auditpopup2 uses its own cookie, popupname2', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<AuditPopup2Page />);
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(readCookie(document.cookie, 'popupname2')).toBe('done');
    expect(readCookie(document.cookie, 'popupname')).toBeNull();
  });

  it('닫기 closes the window without setting a cookie', async () => {
    const user = userEvent.setup();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<AuditPopupPage />);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(readCookie(document.cookie, 'popupname')).toBeNull();
  });
});
