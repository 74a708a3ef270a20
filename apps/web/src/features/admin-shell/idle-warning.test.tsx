import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../test-utils.tsx';
import { IdleWarning, spokenMark } from './idle-warning.tsx';

// A 3-minute server limit: the client counts from the last call less a minute of slack (use-idle-timeout.ts), so the
// logout is due 2 minutes after mounting and the warning comes a minute before that.
const TIMEOUT_SECONDS = 180;

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The visible countdown and the polite live region, both inside the dialog (the rest of the page is inert). */
function countdown() {
  const dialog = screen.getByRole('alertdialog', { name: '자동 로그아웃 안내' });
  return {
    dialog,
    shown: within(dialog).getByRole('timer').textContent,
    spoken: dialog.querySelector('[aria-live="polite"]')?.textContent,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle warning', () => {
  it('counts down every second, tells a screen reader at 60, 30 and 10 seconds, and 닫기 does not extend', async () => {
    const fetchMock = stubApi({});
    const onExpire = vi.fn();
    render(<IdleWarning timeoutSeconds={TIMEOUT_SECONDS} onExpire={onExpire} />);

    await advance(59_999);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    expect(countdown()).toMatchObject({
      shown: '1분 후 자동으로 로그아웃됩니다.',
      spoken: '1분 후 자동으로 로그아웃됩니다.',
    });
    expect(countdown().dialog.textContent).toContain(
      '닫기 버튼으로 이 안내를 닫아도 로그인 시간은 연장되지 않습니다.',
    );

    await advance(1000);
    // The eye sees every second; the live region keeps its last mark, so nothing new is read out.
    expect(countdown()).toMatchObject({
      shown: '59초 후 자동으로 로그아웃됩니다.',
      spoken: '1분 후 자동으로 로그아웃됩니다.',
    });
    await advance(29_000);
    expect(countdown()).toMatchObject({
      shown: '30초 후 자동으로 로그아웃됩니다.',
      spoken: '30초 후 자동으로 로그아웃됩니다.',
    });
    await advance(1000);
    expect(countdown()).toMatchObject({
      shown: '29초 후 자동으로 로그아웃됩니다.',
      spoken: '30초 후 자동으로 로그아웃됩니다.',
    });
    await advance(19_000);
    expect(countdown()).toMatchObject({
      shown: '10초 후 자동으로 로그아웃됩니다.',
      spoken: '10초 후 자동으로 로그아웃됩니다.',
    });

    // Closing only hides the warning: the logout comes when it was due, and nothing was sent to extend it.
    act(() => {
      within(countdown().dialog).getByRole('button', { name: '닫기' }).click();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(9_000);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST /api/admin/session/extend')).toHaveLength(0);
  });

  it('announces whole minutes of a longer warning, then 30 and 10 seconds', () => {
    expect([150, 120, 119, 61, 60, 59, 31, 30, 11, 10, 9, 1].map(spokenMark)).toEqual([
      180, 120, 120, 120, 60, 60, 60, 30, 30, 10, 10, 10,
    ]);
  });
});
