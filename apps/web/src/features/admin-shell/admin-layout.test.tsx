import { ADMIN_MESSAGES } from '@audit/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, ME, postsResponse, SIGNED_IN_API, signIn } from '../../admin-test-fixtures.ts';
import {
  answerPageDialog,
  callsTo,
  jsonResponse,
  pageDialogMessage,
  renderRoute,
  stubApi,
} from '../../test-utils.tsx';

/** Moves the fake clock inside act, so the renders its timers cause are done before the next expectation. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const LIST_API = {
  ...SIGNED_IN_API,
  'GET /api/admin/posts': postsResponse(),
  'GET /api/admin/companyTypeMaps/combo': [],
  'GET /api/admin/loginlog': { content: [], totalElements: 0, totalPages: 0, number: 0 },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('admin layout', () => {
  it('without a token: says the session is missing, then loads /sessiontimeout', async () => {
    const fetchMock = stubApi(LIST_API);
    const { pageLoads } = renderRoute('/adminreport');
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.sessionMissing);
    await waitFor(() => expect(pageLoads).toEqual(['/sessiontimeout']));
    // Said once.
    expect(pageDialogMessage()).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/admin/posts')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });

  it('with an unknown token (401): says so, drops the token and loads /sessiontimeout', async () => {
    signIn();
    stubApi({
      ...LIST_API,
      'GET /api/admin/me': () =>
        jsonResponse(401, { message: ADMIN_MESSAGES.sessionMissing, code: 'UNAUTHORIZED' }),
    });
    const { pageLoads } = renderRoute('/adminreport');
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.sessionMissing);
    await waitFor(() => expect(pageLoads).toEqual(['/sessiontimeout']));
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('names the admin and lists exactly the group menus, the current one marked', async () => {
    signIn();
    stubApi(LIST_API);
    renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      ME.menus.map((m) => [m.name, m.url]),
    );
    expect(within(nav).getByRole('link', { name: '제보 관리' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '접속 기록' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes the side menu on phones with the menu button', async () => {
    signIn();
    stubApi(LIST_API);
    const user = userEvent.setup();
    renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const toggle = screen.getByRole('button', { name: '메뉴 닫기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav?.classList.contains('is-open')).toBe(true);
  });

  it('marks the report list menu on the report detail page', async () => {
    signIn();
    stubApi({ ...LIST_API, 'GET /api/commons/post-statuses': [] });
    renderRoute('/admininquirypage?id=abc');
    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: '제보 관리' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('does not show a menu screen the group is not given', async () => {
    signIn();
    stubApi({
      ...LIST_API,
      'GET /api/admin/me': { ...ME, menus: [{ name: '접속 기록', url: '/admininquiry' }] },
    });
    renderRoute('/adminreport');
    await screen.findByText(/이 메뉴를 사용할 권한이 없습니다/);
    expect(screen.queryByRole('heading', { level: 1, name: '제보 관리' })).toBeNull();
  });

  it('logs out after confirmation: signs out on the server, drops the token, back to /adminlogin', async () => {
    signIn();
    const fetchMock = stubApi(LIST_API);
    const user = userEvent.setup();
    const { router, pageLoads } = renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await answerPageDialog()).toBe('로그아웃 하시겠습니까?');
    // The login page is the admin app's own: no page load.
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'));
    expect(pageLoads).toEqual([]);
    const [signout] = callsTo(fetchMock, 'POST /api/admin/signout');
    expect(new Headers(signout?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('stays signed in when the logout is not confirmed', async () => {
    signIn();
    const fetchMock = stubApi(LIST_API);
    const user = userEvent.setup();
    const { router } = renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await answerPageDialog(false)).toBe('로그아웃 하시겠습니까?');
    // Give a wrongly sent call the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'POST /api/admin/signout')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/adminreport');
    expect(sessionStorage.getItem('adminToken')).toBe(ADMIN_TOKEN);
  });
});

describe('idle timeout', () => {
  const MINUTE = 60_000;

  it('warns one minute before the automatic logout, and 연장 extends the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const fetchMock = stubApi(LIST_API);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    await screen.findByRole('table');

    // 30 minutes idle on the server; the server refreshes its clock at most once a minute, so the logout is
    // due 29 minutes after the last call and the warning one minute before that.
    await advance(27 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1 * MINUTE + 1000);
    const dialog = screen.getByRole('alertdialog', { name: '자동 로그아웃 안내' });
    // The countdown's first second (idle-warning.test.tsx counts it down second by second).
    expect(within(dialog).getByRole('timer').textContent).toMatch(
      /^(1분|5\d초) 후 자동으로 로그아웃됩니다\.$/,
    );

    await user.click(within(dialog).getByRole('button', { name: '연장' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/session/extend')).toHaveLength(1));
    const [extend] = callsTo(fetchMock, 'POST /api/admin/session/extend');
    expect(new Headers(extend?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The clock restarted with the extension: no logout where the old one was due.
    await advance(2 * MINUTE);
    expect(router.state.location.pathname).toBe('/adminreport');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('logs out at the timeout, clears the screen and loads /sessiontimeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const fetchMock = stubApi(LIST_API);
    const { pageLoads } = renderRoute('/adminreport');
    await screen.findByText('김감사 (감사팀)');
    await screen.findByRole('table');
    await advance(28 * MINUTE + 1000);
    screen.getByRole('alertdialog');
    await advance(MINUTE);
    // The reports are gone from the screen at once, before the page is replaced.
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(pageLoads).toEqual(['/sessiontimeout']));
    expect(callsTo(fetchMock, 'POST /api/admin/signout')).toHaveLength(1);
    const [signout] = callsTo(fetchMock, 'POST /api/admin/signout');
    expect(new Headers(signout?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the session alive while the admin types or clicks (one call after five quiet minutes)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const fetchMock = stubApi(LIST_API);
    renderRoute('/adminreport');
    await screen.findByRole('table');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(callsTo(fetchMock, 'POST /api/admin/session/extend')).toHaveLength(0);
    await advance(6 * MINUTE);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    });
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/session/extend')).toHaveLength(1));
    await advance(25 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts every admin call as activity', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const fetchMock = stubApi(LIST_API);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/adminreport');
    await screen.findByRole('table');
    await advance(20 * MINUTE);
    // Going to the next page calls the API.
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/posts')).toHaveLength(2));
    await advance(20 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
