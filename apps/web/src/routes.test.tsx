import { WEB_ROUTES } from '@audit/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app.tsx';
import { writeCookie } from './lib/cookies.ts';
import { type PageRoute, preloadScreens, routes, toRouteObjects } from './routes.tsx';
import { renderRoute, stubApi, stubPopupApi } from './test-utils.tsx';

function flatten(list: PageRoute[]): PageRoute[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}
const all = flatten(routes);

/** The app's own routes (or `table`), modules loaded on demand as in the browser, at `path`. */
function renderApp(path: string, table: RouteObject[] = toRouteObjects(routes)) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes table={table} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const byPath = (path: string) => all.find((r) => r.path === path);

beforeEach(() => {
  stubPopupApi();
});

describe('route table', () => {
  it('has every page of the contracts and a catch-all', () => {
    const paths = all.map((r) => r.path).filter(Boolean);
    expect([...paths].sort()).toEqual([...WEB_ROUTES, '*'].sort());
  });

  it('loads every reporter screen lazily, the home page too (its HTML preloads it)', () => {
    for (const path of [
      '/',
      '/reportguide',
      '/reporting',
      '/reportsecond',
      '/reportsecond02',
      '/reportcomplete',
      '/reportinquiry',
      '/inquirypage',
    ]) {
      expect(byPath(path)?.load, path).toBeTypeOf('function');
    }
  });

  it('loads every admin and system-admin screen lazily', () => {
    const adminPaths = WEB_ROUTES.filter((p) => p.startsWith('/admin'));
    expect(adminPaths.length).toBeGreaterThan(5);
    for (const path of adminPaths) {
      const route = byPath(path);
      expect(route?.load, path).toBeTypeOf('function');
      expect(route?.element, path).toBeUndefined();
    }
  });

  it('says a screen is loading while its module arrives, then shows it in the site layout', async () => {
    renderApp('/reportguide');
    expect(screen.getByRole('status').textContent).toBe('화면을 불러오는 중입니다.');
    screen.getByRole('banner');
    await screen.findByRole('heading', { level: 1, name: '제보 안내' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("draws a page's screen in the first render once its modules are preloaded (no loading notice)", async () => {
    const table = toRouteObjects(routes);
    await preloadScreens(table, '/reportguide');
    renderApp('/reportguide', table);
    // Synchronously: the screen itself, never the loading notice.
    screen.getByRole('heading', { level: 1, name: '제보 안내' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves from one lazy screen to another (a preloaded screen that redirects to one not loaded yet)', async () => {
    const table = toRouteObjects([
      { path: '/a', load: async () => () => <Navigate to="/b" replace /> },
      { path: '/b', load: async () => () => <h1>B 화면</h1> },
    ]);
    await preloadScreens(table, '/a');
    renderApp('/a', table);
    await screen.findByRole('heading', { level: 1, name: 'B 화면' });
  });

  it('preloads nothing and fails nothing for an address without a lazy screen or a module that cannot load', async () => {
    const gone = toRouteObjects([{ path: '/x', load: () => Promise.reject(new Error('chunk missing')) }]);
    await expect(preloadScreens(gone, '/x')).resolves.toBeUndefined();
    await expect(preloadScreens(toRouteObjects(routes), '/nowhere/at/all')).resolves.toBeUndefined();
  });

  it('shows the error screen, not a blank page, when a screen cannot be loaded (e.g. gone after a release)', async () => {
    const gone = toRouteObjects([{ path: '/', load: () => Promise.reject(new Error('chunk missing')) }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', gone);
    await screen.findByRole('heading', { level: 1, name: '일시적인 오류가 발생했습니다' });
    expect(screen.getByRole('link', { name: '홈으로 이동' }).getAttribute('href')).toBe('/');
  });

  it('renders the home page inside the site layout', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: '사이버감사실' });
    screen.getByRole('banner');
    screen.getByRole('contentinfo');
    expect(document.getElementById('intro')?.textContent).toContain('사이버감사실 소개');
    const main = screen.getByRole('main');
    for (const [name, href] of [
      ['제보 안내', '/reportguide'],
      ['제보하기', '/reporting'],
      ['제보 조회', '/reportinquiry'],
    ]) {
      const links = screen.getAllByRole('link', { name }).filter((a) => main.contains(a));
      expect(
        links.map((a) => a.getAttribute('href')),
        name,
      ).toContain(href);
    }
  });

  it('shows the Korean "page does not exist" screen with a link home for an unknown path', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: /요청하신 페이지가 존재하지 않습니다/ });
    expect(screen.getByRole('link', { name: '홈으로 이동' }).getAttribute('href')).toBe('/');
    screen.getByRole('banner');
    // The tab is named after the screen, and no <title> is left in the page's body.
    expect(document.title).toBe('요청하신 페이지가 존재하지 않습니다 | 가람누리그룹 사이버감사실');
    expect(document.body.querySelector('title')).toBeNull();
  });

  it('goes from a home card to the guidance page with its four tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    const main = await screen.findByRole('main');
    const link = screen.getAllByRole('link', { name: '제보 안내' }).find((a) => main.contains(a))!;
    await user.click(link);
    expect(router.state.location.pathname).toBe('/reportguide');
    await screen.findByRole('heading', { level: 1, name: '제보 안내' });
    expect(document.title).toBe('제보 안내 | 가람누리그룹 사이버감사실');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '제보자 보호',
      '제보 대상',
      '제보 방법 및 처리 절차',
      '기타 제보 방법',
    ]);
  });

  it('renders a notice popup without the site header and footer', () => {
    renderRoute('/auditpopup');
    screen.getByRole('button', { name: '오늘 하루 보지 않기' });
    expect(screen.queryByRole('link', { name: '제보 조회' })).toBeNull();
    expect(screen.queryByRole('button', { name: '개인정보처리방침' })).toBeNull();
  });

  it('tells an ended admin session to log in again, in the admin frame with the way to /adminlogin', () => {
    renderRoute('/sessiontimeout');
    expect(screen.getByRole('alert').textContent).toBe(
      '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해 주십시오.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('세션 만료 안내');
    expect(screen.getByRole('link', { name: '관리자 로그인' }).getAttribute('href')).toBe('/adminlogin');
    // Not the reporters' site: no site header and no way into it.
    expect(screen.queryByRole('link', { name: '제보 조회' })).toBeNull();
    expect(screen.queryByRole('link', { name: '홈으로 이동' })).toBeNull();
  });

  it('loads an admin screen on demand, in the admin layout', async () => {
    sessionStorage.setItem('adminToken', 'token');
    stubApi({
      'GET /api/admin/me': {
        loginId: 'auditor',
        name: '김감사',
        groupName: '감사팀',
        menus: [{ name: '접속 기록', url: '/admininquiry' }],
        idleTimeoutSeconds: 1800,
      },
      'GET /api/admin/loginlog': { content: [], totalElements: 0, totalPages: 0, number: 0 },
    });
    renderRoute('/admininquiry');
    await screen.findByRole('heading', { level: 1, name: '접속 기록' });
    screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(screen.queryByRole('button', { name: '개인정보처리방침' })).toBeNull();
  });
});

describe('home notice popup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens /auditpopup at 645x880 within the period', async () => {
    vi.useFakeTimers({ now: new Date('2025-10-01T09:00:00+09:00'), toFake: ['Date'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoute('/');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/auditpopup', 'auditpopup', 'width=645,height=880'),
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open it when the cookie popupname is done', async () => {
    vi.useFakeTimers({ now: new Date('2025-10-01T09:00:00+09:00'), toFake: ['Date'] });
    writeCookie('popupname', 'done', 86400);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = stubPopupApi();
    renderRoute('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalled();
  });
});
