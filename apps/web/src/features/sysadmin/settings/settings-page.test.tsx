import { SETTINGS_MESSAGES, type SettingsView, SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

const DEFAULTS: SettingsView = { acknowledgementDays: 7, feedbackMonths: 3, updatedDate: null };

/** The screen over a server that keeps what it is sent. */
function setup(initial: SettingsView = DEFAULTS) {
  let current = initial;
  return renderAsSysadmin('/adminsettings', {
    'GET /api/sysadmin/settings': () => jsonResponse(200, current),
    'PATCH /api/sysadmin/settings': (init: RequestInit) => {
      current = { ...(bodyOf(init) as SettingsView), updatedDate: '2025-03-03T23:30:00.000Z' };
      return jsonResponse(200, current);
    },
  });
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('/adminsettings', () => {
  it('shows both durations with what each means, that they apply to every report, and the defaults', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '처리기한 설정' })).toBeTruthy();
    expect(document.title).toContain('처리기한 설정');
    await waitFor(() => expect(field(/접수 확인 기한\(일\)/).value).toBe('7'));
    expect(field(/처리 결과 회신 기한\(개월\)/).value).toBe('3');
    expect(field(/접수 확인 기한/).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/제보가 접수된 날부터 며칠 안에 처리상태를 접수대기에서 바꾸거나/)).toBeTruthy();
    expect(screen.getByText(/접수를 확인한 날부터 몇 개월 안에 제보자에게 처리 결과를 회신/)).toBeTruthy();
    expect(screen.getByText(/모든 제보의 처리기한에 바로 적용됩니다/)).toBeTruthy();
    expect(
      screen.getByText(/EU 공익신고자 보호 지침의 기준인 접수 확인 7일, 처리 결과 회신 3개월/),
    ).toBeTruthy();
    expect(screen.getByText('아직 변경한 적이 없어 기본값이 적용되고 있습니다.')).toBeTruthy();
    // The side menu leads here like the other system menus.
    const nav = screen.getByRole('navigation', { name: /메뉴/ });
    expect(within(nav).getByRole('link', { name: '처리기한 설정' }).getAttribute('href')).toBe(
      '/adminsettings',
    );
  });

  it('refuses a value out of bounds with the contract message and sends nothing', async () => {
    const { fetchMock, user } = setup();
    await waitFor(() => expect(field(/접수 확인 기한/).value).toBe('7'));
    await user.clear(field(/접수 확인 기한/));
    await user.type(field(/접수 확인 기한/), '45');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SETTINGS_MESSAGES.acknowledgementDays);
    expect(field(/접수 확인 기한/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/접수 확인 기한/));

    await user.clear(field(/접수 확인 기한/));
    await user.type(field(/접수 확인 기한/), '10');
    await user.clear(field(/처리 결과 회신 기한/));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SETTINGS_MESSAGES.feedbackMonths);
    expect(callsTo(fetchMock, 'PATCH /api/sysadmin/settings')).toHaveLength(0);
  });

  it('saves both values as numbers, says so, and shows when they changed', async () => {
    const { fetchMock, user } = setup();
    await waitFor(() => expect(field(/접수 확인 기한/).value).toBe('7'));
    await user.clear(field(/접수 확인 기한/));
    await user.type(field(/접수 확인 기한/), '14');
    await user.clear(field(/처리 결과 회신 기한/));
    await user.type(field(/처리 결과 회신 기한/), '6');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/settings');
    expect(bodyOf(patch)).toEqual({ acknowledgementDays: 14, feedbackMonths: 6 });
    // 23:30 UTC is the next day in Korea.
    expect(await screen.findByText('2025-03-04 08:30')).toBeTruthy();
    expect(field(/접수 확인 기한/).value).toBe('14');
    expect(field(/처리 결과 회신 기한/).value).toBe('6');
  });

  it("shows the server's message when a change is refused", async () => {
    const { user } = renderAsSysadmin('/adminsettings', {
      'GET /api/sysadmin/settings': DEFAULTS,
      'PATCH /api/sysadmin/settings': () =>
        jsonResponse(403, { message: '이 메뉴를 사용할 권한이 없습니다.', code: 'FORBIDDEN' }),
    });
    await waitFor(() => expect(field(/접수 확인 기한/).value).toBe('7'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('이 메뉴를 사용할 권한이 없습니다.');
  });
});
