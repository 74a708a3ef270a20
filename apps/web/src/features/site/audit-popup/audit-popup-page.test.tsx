import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cookieAssignment, readCookie } from '../../../lib/cookies.ts';
import { hydrate, renderPage } from '../../../public-pages/page-test-utils.tsx';

describe('notice popups', () => {
  it('is a small window of its own: the notice without the site header or footer', () => {
    renderPage({ page: 'audit-popup', which: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('선물');
    expect(screen.queryByRole('banner', { name: /홈/ })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: '개인정보처리방침' })).toBeNull();
  });

  it('offers its buttons only once alive (they need a script: a cookie, window.close)', async () => {
    const { html } = await hydrate({ page: 'audit-popup', which: 2 });
    expect(html).not.toContain('오늘 하루 보지 않기');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('사이버감사실로 제보');
    screen.getByRole('button', { name: '오늘 하루 보지 않기' });
    screen.getByRole('button', { name: '닫기' });
  });

  it('"오늘 하루 보지 않기" sets popupname=done for one day and closes the window', async () => {
    const user = userEvent.setup();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    // The cookie as written, with the lifetime the page asks for (document.cookie reads back only name and value).
    // A spy on document.cookie rather than vi.mock of lib/cookies.ts: the web tests share loaded modules (isolate:
    // false), so a module mock would not reach the page module another file loaded first.
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderPage({ page: 'audit-popup', which: 1 });
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(readCookie(document.cookie, 'popupname')).toBe('done');
    expect(cookieWrites).toHaveBeenCalledWith(cookieAssignment('popupname', 'done', 86400));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('/auditpopup2 uses its own cookie, popupname2', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'close').mockImplementation(() => {});
    renderPage({ page: 'audit-popup', which: 2 });
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(readCookie(document.cookie, 'popupname2')).toBe('done');
    expect(readCookie(document.cookie, 'popupname')).toBeNull();
  });

  it('닫기 closes the window without setting a cookie', async () => {
    const user = userEvent.setup();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderPage({ page: 'audit-popup', which: 1 });
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(readCookie(document.cookie, 'popupname')).toBeNull();
  });
});
