import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, stubPopupApi } from '../test-utils.tsx';

beforeEach(() => {
  stubPopupApi();
});

describe('site header', () => {
  it('links the site name home and has the four menu entries', () => {
    renderRoute('/reportguide');
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /사이버감사실 홈/ })
        .getAttribute('href'),
    ).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: '주 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['사이버감사실 소개', '/#intro'],
      ['제보 안내', '/reportguide'],
      ['제보하기', '/reporting'],
      ['제보 조회', '/reportinquiry'],
    ]);
    // The current page is marked for screen readers.
    expect(within(nav).getByRole('link', { name: '제보 안내' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles the mobile menu with a real button that reports its state', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.tagName).toBe('UL');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.classList.contains('is-open')).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('메뉴 닫기');
    expect(menu?.classList.contains('is-open')).toBe(true);

    await user.tab(); // into the open menu
    expect(menu?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Choosing an entry closes the menu again.
    await user.click(toggle);
    await user.click(within(menu!).getByRole('link', { name: '제보 조회' }));
    await screen.findByRole('heading', { level: 1, name: '제보 조회' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the intro entry leads to the home intro anchor from another page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/reportguide');
    await user.click(screen.getByRole('link', { name: '사이버감사실 소개' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#intro');
    const intro = document.getElementById('intro');
    expect(intro).not.toBeNull();
    expect(document.activeElement).toBe(intro);
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const skip = screen.getByRole('link', { name: '본문 바로가기' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
