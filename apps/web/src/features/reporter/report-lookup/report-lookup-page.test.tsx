import { REPORTER_MESSAGES } from '@audit/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('/reportinquiry', () => {
  it('alerts when the receipt number or password is missing, without calling the server', async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    const fetchMock = stubApi({});
    renderRoute('/reportinquiry');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(alert).toHaveBeenLastCalledWith(REPORTER_MESSAGES.lookupRequired);
    await user.type(input('접수번호'), '1234567890123456');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(callsTo(fetchMock, 'POST /api/informant/signin')).toHaveLength(0);
    expect(screen.getByRole('main').textContent).toContain('처리완료 후 1개월이 지난 제보는');
  });

  it('signs in with a timestamp in seconds, keeps the token in sessionStorage and opens /inquirypage', async () => {
    const user = userEvent.setup();
    stubDialogs();
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_987);
    const fetchMock = stubApi({
      'POST /api/informant/signin': { token: 'tok-reporter' },
      // The next page's call stays pending: this test is about the sign-in.
      'GET /api/informant/posts/mypost': () => new Promise<Response>(() => {}),
    });
    const { router } = renderRoute('/reportinquiry');
    await user.type(input('접수번호'), ' 1234-5678-9012-3456 ');
    await user.type(input('비밀번호'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: '조회' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inquirypage'));
    const [init] = callsTo(fetchMock, 'POST /api/informant/signin');
    expect(JSON.parse(String(init?.body))).toEqual({
      loginId: '1234-5678-9012-3456',
      password: 'Passw0rd!',
      timestamp: 1_760_000_000,
    });
    expect(sessionStorage.getItem('reporterToken')).toBe('tok-reporter');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/informant/posts/mypost')).toHaveLength(1));
    const [myPost] = callsTo(fetchMock, 'GET /api/informant/posts/mypost');
    expect(new Headers(myPost?.headers).get('authorization')).toBe('Bearer tok-reporter');
  });

  it("shows the server's message when the sign-in fails", async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    stubApi({
      'POST /api/informant/signin': () =>
        jsonResponse(423, { message: REPORTER_MESSAGES.locked, code: 'LOCKED' }),
    });
    const { router } = renderRoute('/reportinquiry');
    await user.type(input('접수번호'), '1234567890123456');
    await user.type(input('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(REPORTER_MESSAGES.locked));
    expect(router.state.location.pathname).toBe('/reportinquiry');
    expect(sessionStorage.getItem('reporterToken')).toBeNull();
    expect((screen.getByRole('button', { name: '조회' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
