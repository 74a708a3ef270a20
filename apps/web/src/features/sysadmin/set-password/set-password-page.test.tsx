import { ADMIN_PASSWORD_MESSAGES, SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../../admin-test-fixtures.ts';
import {
  answerPageDialog,
  callsTo,
  jsonResponse,
  pageDialogMessage,
  renderRoute,
  stubApi,
} from '../../../test-utils.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PATH = `/adminsetpassword?token=${TOKEN}`;
const INFO = { loginId: 'new.admin', name: '박신입' };
const linkInvalid = () =>
  jsonResponse(410, { message: SYSADMIN_MESSAGES.linkInvalid, code: 'SESSION_EXPIRED' });

function setup(answers: Record<string, unknown>, path = PATH) {
  const fetchMock = stubApi(answers);
  const user = userEvent.setup();
  const { router } = renderRoute(path);
  return { fetchMock, user, router };
}

describe('/adminsetpassword', () => {
  it('needs no admin session: shows whose password is set, with the rule as help', async () => {
    // An admin signed in on the same browser: their token must not travel with the link's call.
    sessionStorage.setItem('adminToken', 'someone-elses-session');
    const { fetchMock, router } = setup({ 'GET /api/admin/password-setup': INFO });
    await screen.findByText('박신입(new.admin)님의 비밀번호를 설정합니다.');
    expect(router.state.location.pathname).toBe('/adminsetpassword');
    expect(pageDialogMessage()).toBeNull();
    // The token goes in the query; no admin token, and no call for the signed-in admin's data.
    const [info] = callsTo(fetchMock, 'GET /api/admin/password-setup');
    expect(new Headers(info?.headers).get('authorization')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      `/api/admin/password-setup?token=${TOKEN}`,
    ]);
    const password = screen.getByLabelText('새 비밀번호');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      '10자 이상',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '아이디' }).value).toBe('new.admin');
  });

  it('checks the rule and the confirmation before sending', async () => {
    const { fetchMock, user } = setup({ 'GET /api/admin/password-setup': INFO });
    await screen.findByText(/님의 비밀번호를 설정합니다/);
    const password = screen.getByLabelText('새 비밀번호');
    const confirm = screen.getByLabelText('비밀번호 확인');
    const submit = screen.getByRole('button', { name: '비밀번호 설정' });

    await user.type(password, 'short1!');
    await user.click(submit);
    expect(await answerPageDialog()).toBe(ADMIN_PASSWORD_MESSAGES.rule);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    screen.getByText(ADMIN_PASSWORD_MESSAGES.rule);

    await user.clear(password);
    await user.type(password, 'my-new.admin-2025!');
    await user.click(submit);
    expect(await answerPageDialog()).toBe(ADMIN_PASSWORD_MESSAGES.sameAsLogin);

    await user.clear(password);
    await user.type(password, 'Garam#Nuri2025');
    await user.type(confirm, 'Garam#Nuri2024');
    await user.click(submit);
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.passwordMismatch);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(callsTo(fetchMock, 'POST /api/admin/password-setup')).toHaveLength(0);
  });

  it('sends the password, says so, and goes to the login with the id (base64) filled in', async () => {
    const { fetchMock, user, router } = setup({
      'GET /api/admin/password-setup': INFO,
      'POST /api/admin/password-setup': { message: SYSADMIN_MESSAGES.passwordSet },
      'GET /api/admin/GroupMenus': [],
    });
    await screen.findByText(/님의 비밀번호를 설정합니다/);
    await user.type(screen.getByLabelText('새 비밀번호'), 'Garam#Nuri2025');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Garam#Nuri2025');
    await user.click(screen.getByRole('button', { name: '비밀번호 설정' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.passwordSet);
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'));
    const [post] = callsTo(fetchMock, 'POST /api/admin/password-setup');
    expect(bodyOf(post)).toEqual({
      token: TOKEN,
      password: 'Garam#Nuri2025',
      passwordConfirm: 'Garam#Nuri2025',
    });
    const userId = new URLSearchParams(router.state.location.search).get('userId');
    expect(userId).toBe(btoa('new.admin'));
    expect(atob(userId ?? '')).toBe('new.admin');
  });

  it('an expired or used link shows the server message instead of the form (no session-timeout page)', async () => {
    sessionStorage.setItem('adminToken', 'someone-elses-session');
    const { router } = setup({ 'GET /api/admin/password-setup': linkInvalid });
    expect((await screen.findByRole('alert')).textContent).toBe(SYSADMIN_MESSAGES.linkInvalid);
    // The link's 410 is not a session ending: a signed-in admin in another tab keeps their token.
    expect(sessionStorage.getItem('adminToken')).toBe('someone-elses-session');
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    expect(router.state.location.pathname).toBe('/adminsetpassword');
  });

  it('a link without a token is invalid without asking the server', async () => {
    const { fetchMock } = setup({}, '/adminsetpassword');
    expect((await screen.findByRole('alert')).textContent).toBe(SYSADMIN_MESSAGES.linkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a link spent while the form was open: the message replaces the form', async () => {
    const { user } = setup({
      'GET /api/admin/password-setup': INFO,
      'POST /api/admin/password-setup': linkInvalid,
    });
    await screen.findByText(/님의 비밀번호를 설정합니다/);
    await user.type(screen.getByLabelText('새 비밀번호'), 'Garam#Nuri2025');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Garam#Nuri2025');
    await user.click(screen.getByRole('button', { name: '비밀번호 설정' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SYSADMIN_MESSAGES.linkInvalid);
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
  });
});
