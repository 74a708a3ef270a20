import { ADMIN_PAGES, PUBLIC_PAGES } from '@audit/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App, AppRoutes } from './app.tsx';
import { showAlert } from './components/page-dialogs.tsx';
import { type PageRoute, preloadScreens, routes, toRouteObjects } from './routes.tsx';
import { findPageDialog, renderRoute, stubApi, watchPageLoads } from './test-utils.tsx';

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

describe('route table', () => {
  it('has every admin page of the contracts, no public page, and a catch-all', () => {
    const paths = all.map((r) => r.path).filter(Boolean);
    expect([...paths].sort()).toEqual([...ADMIN_PAGES, '*'].sort());
    expect(ADMIN_PAGES).toContain('/adminlogin');
    for (const page of PUBLIC_PAGES) expect(paths, page).not.toContain(page);
  });

  it('loads every admin and system-admin screen lazily', () => {
    for (const path of ADMIN_PAGES) {
      const route = byPath(path);
      expect(route?.load, path).toBeTypeOf('function');
      expect(route?.element, path).toBeUndefined();
    }
  });

  it('says a screen is loading while its module arrives, then shows it in its frame', async () => {
    stubApi({});
    renderApp('/adminlogin');
    expect(screen.getByRole('status').textContent).toBe('화면을 불러오는 중입니다.');
    await screen.findByRole('heading', { level: 1, name: '관리자 로그인' });
    expect(screen.queryByText('화면을 불러오는 중입니다.')).toBeNull();
    expect(screen.getByRole('main').classList.contains('admin-plain')).toBe(true);
  });

  it("draws a page's screen in the first render once its modules are preloaded (no loading notice)", async () => {
    stubApi({});
    const table = toRouteObjects(routes);
    await preloadScreens(table, '/adminlogin');
    renderApp('/adminlogin', table);
    // Synchronously: the screen itself, never the loading notice.
    screen.getByRole('heading', { level: 1, name: '관리자 로그인' });
    expect(screen.queryByText('화면을 불러오는 중입니다.')).toBeNull();
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

describe('addresses outside the admin app', () => {
  it.each([
    '/reportguide',
    '/inquirypage?tab=comments#top',
    '/sessiontimeout',
    '/auditpopup',
    '/no-such-page',
  ])('loads %s as a page from the server, drawing nothing of its own', async (path) => {
    const { pageLoads, container } = renderRoute(path);
    await waitFor(() => expect(pageLoads).toEqual([path]));
    expect(container.textContent).toBe('');
  });

  it('loads a public page the admin app was sent to as a page, e.g. a link home', async () => {
    stubApi({});
    const { router, pageLoads } = renderRoute('/adminlogin');
    await screen.findByRole('heading', { level: 1, name: '관리자 로그인' });
    expect(pageLoads).toEqual([]);
    act(() => {
      void router.navigate('/reportinquiry');
    });
    await waitFor(() => expect(pageLoads).toEqual(['/reportinquiry']));
  });

  it('says there is no such page, instead of loading it again, for the address the app was loaded at', async () => {
    // The page was loaded at window.location ('/' here): the server sent the admin app for it, so loading it
    // again would only do the same, for ever.
    const { pageLoads } = renderRoute(window.location.pathname);
    await screen.findByRole('heading', { level: 1, name: '요청하신 페이지가 존재하지 않습니다' });
    expect(screen.getByRole('link', { name: '홈으로 이동' }).getAttribute('href')).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pageLoads).toEqual([]);
  });
});

describe('App', () => {
  it('shows the alerts and confirmations the screens ask for', async () => {
    watchPageLoads();
    render(<App />);
    void showAlert('저장되었습니다.');
    const dialog = await findPageDialog();
    expect(dialog.message).toBe('저장되었습니다.');
    await dialog.ok();
  });
});
