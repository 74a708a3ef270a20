import { ADMIN_PASSWORD_MESSAGES, SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse, renderRoute, stubApi } from '../../../test-utils.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PATH = `/adminsetup?token=${TOKEN}`;

function setup(answers: Record<string, unknown>, path = PATH) {
  const fetchMock = stubApi(answers);
  const user = userEvent.setup();
  const { router } = renderRoute(path);
  return { fetchMock, user, router };
}

describe('/adminsetup', () => {
  it('lets the first system admin choose id, name and password, then opens the login with the id', async () => {
    const { fetchMock, user, router } = setup({
      'GET /api/admin/first-admin': { ok: true },
      'POST /api/admin/first-admin': { message: SYSADMIN_MESSAGES.firstAdminCreated },
    });
    await screen.findByRole('heading', { level: 1, name: '첫 시스템관리자 등록' });
    await user.type(await screen.findByLabelText('아이디'), 'site.admin');
    await user.type(screen.getByLabelText('이름'), '정관리');
    await user.type(screen.getByLabelText('비밀번호'), 'site.admin#2026x');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'site.admin#2026x');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe(ADMIN_PASSWORD_MESSAGES.sameAsLogin);
    expect(callsTo(fetchMock, 'POST /api/admin/first-admin')).toHaveLength(0);

    await user.clear(screen.getByLabelText('비밀번호'));
    await user.type(screen.getByLabelText('비밀번호'), 'Gamsa#Office2026');
    await user.clear(screen.getByLabelText('비밀번호 확인'));
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Gamsa#Office2026');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.firstAdminCreated);
    const [post] = callsTo(fetchMock, 'POST /api/admin/first-admin');
    expect(bodyOf(post)).toEqual({
      token: TOKEN,
      loginId: 'site.admin',
      name: '정관리',
      password: 'Gamsa#Office2026',
      passwordConfirm: 'Gamsa#Office2026',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'));
  });

  it('says so, without a form, when the link can no longer be used', async () => {
    setup({
      'GET /api/admin/first-admin': () =>
        jsonResponse(410, { message: SYSADMIN_MESSAGES.firstAdminLinkInvalid, code: 'SESSION_EXPIRED' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(SYSADMIN_MESSAGES.firstAdminLinkInvalid);
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
  });
});
