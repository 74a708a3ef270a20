import { ADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, SIGNED_IN_API } from '../../../admin-test-fixtures.ts';
import { callsTo, jsonResponse, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

async function renderLogin(path = '/adminlogin') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: '관리자 로그인' });
  return view;
}

describe('/adminlogin', () => {
  it('shows a labelled id and password form with the site name, outside the admin chrome', async () => {
    stubApi({});
    await renderLogin();
    screen.getByText('사이버감사실');
    screen.getByLabelText('아이디');
    expect(screen.getByLabelText('비밀번호').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
  });

  it('asks for the id, then the password, before sending anything', async () => {
    const fetchMock = stubApi({});
    const dialogs = stubDialogs();
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(dialogs.alert).toHaveBeenLastCalledWith(ADMIN_MESSAGES.loginIdRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    await user.type(screen.getByLabelText('아이디'), '   ');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(dialogs.alert).toHaveBeenLastCalledWith(ADMIN_MESSAGES.loginIdRequired);
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(dialogs.alert).toHaveBeenLastCalledWith(ADMIN_MESSAGES.passwordRequired);
    expect(dialogs.alert).toHaveBeenCalledTimes(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills in and locks the id given as base64 in ?userId=', async () => {
    stubApi({});
    await renderLogin(`/adminlogin?userId=${encodeURIComponent(encode('감사담당01'))}`);
    const id = screen.getByLabelText('아이디') as HTMLInputElement;
    expect(id.value).toBe('감사담당01');
    expect(id.readOnly).toBe(true);
    screen.getByText('회사 포털에서 전달된 아이디입니다.');
  });

  it('ignores an invalid ?userId= and leaves the id editable', async () => {
    stubApi({});
    await renderLogin('/adminlogin?userId=%25%25broken');
    const id = screen.getByLabelText('아이디') as HTMLInputElement;
    expect(id.value).toBe('');
    expect(id.readOnly).toBe(false);
  });

  it('signs in with a timestamp in seconds, keeps the token and lands on the first permitted menu', async () => {
    const menus = [
      { name: '접속 기록', url: '/admininquiry' },
      { name: '제보 관리', url: '/adminreport' },
    ];
    const fetchMock = stubApi({
      ...SIGNED_IN_API,
      'POST /api/admin/signin': { token: ADMIN_TOKEN },
      'GET /api/admin/GroupMenus': menus,
      'GET /api/admin/me': { ...SIGNED_IN_API['GET /api/admin/me'], menus },
      'GET /api/admin/loginlog': { content: [], totalElements: 0, totalPages: 0, number: 0 },
    });
    stubDialogs();
    const user = userEvent.setup();
    const before = Math.floor(Date.now() / 1000);
    const { router } = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), ' auditor ');
    await user.type(screen.getByLabelText('비밀번호'), 'Admin#Pass2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admininquiry'));
    const [signin] = callsTo(fetchMock, 'POST /api/admin/signin');
    const body = JSON.parse(String(signin?.body));
    expect(body.loginId).toBe('auditor');
    expect(body.password).toBe('Admin#Pass2026');
    expect(Number.isInteger(body.timestamp)).toBe(true);
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(sessionStorage.getItem('adminToken')).toBe(ADMIN_TOKEN);
    const [groupMenus] = callsTo(fetchMock, 'GET /api/admin/GroupMenus');
    expect(new Headers(groupMenus?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: '접속 기록' });
  });

  it('shows the server message when the sign-in fails', async () => {
    stubApi({
      'POST /api/admin/signin': () =>
        jsonResponse(401, { message: ADMIN_MESSAGES.badCredentials, code: 'BAD_CREDENTIALS' }),
    });
    const dialogs = stubDialogs();
    const user = userEvent.setup();
    const { router } = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.badCredentials));
    expect(router.state.location.pathname).toBe('/adminlogin');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('');
  });

  it('says so and signs out again when the group has no menu', async () => {
    const fetchMock = stubApi({
      ...SIGNED_IN_API,
      'POST /api/admin/signin': { token: ADMIN_TOKEN },
      'GET /api/admin/GroupMenus': [],
    });
    const dialogs = stubDialogs();
    const user = userEvent.setup();
    const { router } = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.type(screen.getByLabelText('비밀번호'), 'Admin#Pass2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(dialogs.alert).toHaveBeenCalledWith(
        '사용할 수 있는 메뉴가 없습니다. 시스템관리자에게 문의해 주십시오.',
      ),
    );
    await waitFor(() => expect(sessionStorage.getItem('adminToken')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/admin/signout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/adminlogin');
  });
});
