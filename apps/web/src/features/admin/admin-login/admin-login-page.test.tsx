import { ADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, SIGNED_IN_API } from '../../../admin-test-fixtures.ts';
import {
  answerPageDialog,
  callsTo,
  jsonResponse,
  pageDialogMessage,
  renderRoute,
  stubApi,
} from '../../../test-utils.tsx';

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
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.loginIdRequired);
    // Once the alert is closed, the first invalid field has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    await user.type(screen.getByLabelText('아이디'), '   ');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.loginIdRequired);
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.passwordRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호'));
    // Three alerts, no more.
    expect(pageDialogMessage()).toBeNull();
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
      'POST /api/admin/signin': { secondFactor: 'NONE', token: ADMIN_TOKEN },
      'GET /api/admin/GroupMenus': menus,
      'GET /api/admin/me': { ...SIGNED_IN_API['GET /api/admin/me'], menus },
      'GET /api/admin/loginlog': { content: [], totalElements: 0, totalPages: 0, number: 0 },
    });
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
    const user = userEvent.setup();
    const { router } = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.badCredentials);
    expect(router.state.location.pathname).toBe('/adminlogin');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe(''));
    // The password is typed again: it has the focus once the alert is closed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('비밀번호')));
  });

  it('says so and signs out again when the group has no menu', async () => {
    const fetchMock = stubApi({
      ...SIGNED_IN_API,
      'POST /api/admin/signin': { secondFactor: 'NONE', token: ADMIN_TOKEN },
      'GET /api/admin/GroupMenus': [],
    });
    const user = userEvent.setup();
    const { router } = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.type(screen.getByLabelText('비밀번호'), 'Admin#Pass2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await answerPageDialog()).toBe('사용할 수 있는 메뉴가 없습니다. 시스템관리자에게 문의해주세요.');
    await waitFor(() => expect(sessionStorage.getItem('adminToken')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/admin/signout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/adminlogin');
  });

  const menus = [{ name: '제보 관리', url: '/adminreport' }];
  const signedInApi = {
    ...SIGNED_IN_API,
    'GET /api/admin/GroupMenus': menus,
    'GET /api/admin/me': { ...SIGNED_IN_API['GET /api/admin/me'], menus },
  };
  async function typePassword() {
    const user = userEvent.setup();
    const view = await renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'auditor');
    await user.type(screen.getByLabelText('비밀번호'), 'Admin#Pass2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    return { user, ...view };
  }

  it('asks an enrolled admin for the code of its app, then lands; the sign-in token is never kept', async () => {
    const fetchMock = stubApi({
      ...signedInApi,
      'POST /api/admin/signin': { secondFactor: 'VERIFY', signinToken: 'step-token' },
      'POST /api/admin/signin/second-factor': { token: ADMIN_TOKEN },
    });
    const { user, router } = await typePassword();
    await screen.findByRole('heading', { level: 1, name: '2단계 인증' });
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    await user.type(screen.getByLabelText(/인증 코드/), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminreport'));
    const [verify] = callsTo(fetchMock, 'POST /api/admin/signin/second-factor');
    expect(JSON.parse(String(verify?.body))).toEqual({ signinToken: 'step-token', code: '123456' });
    expect(sessionStorage.getItem('adminToken')).toBe(ADMIN_TOKEN);
  });

  it('lets an admin register its app from a QR code drawn by our server and shows the recovery codes once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}K`);
    stubApi({
      ...signedInApi,
      'POST /api/admin/signin': { secondFactor: 'ENROLL', signinToken: 'step-token' },
      'POST /api/admin/signin/enrollment': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      'POST /api/admin/signin/enrollment/confirm': { token: ADMIN_TOKEN, recoveryCodes },
    });
    const { user, router } = await typePassword();
    await screen.findByRole('heading', { level: 1, name: '인증 앱 등록' });
    const qr = screen.getByRole('img', { name: '인증 앱 등록용 QR 코드' }) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.querySelector('.second-factor-secret')?.textContent).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    screen.getByRole('button', { name: '비밀키 복사' });
    await user.type(screen.getByLabelText('앱에 표시된 6자리 코드'), '12a');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.enrollCodeFormat);
    await user.clear(screen.getByLabelText('앱에 표시된 6자리 코드'));
    await user.type(screen.getByLabelText('앱에 표시된 6자리 코드'), '654321');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByRole('heading', { level: 1, name: '복구 코드' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(recoveryCodes);
    screen.getByRole('button', { name: '복구 코드 인쇄' });
    screen.getByRole('button', { name: '복구 코드 복사' });
    expect(router.state.location.pathname).toBe('/adminlogin');
    await user.click(screen.getByRole('button', { name: '복구 코드를 보관했습니다' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminreport'));
  });
});
