import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true only after the frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    // The frame callback runs before the paint: still false.
    await act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    // The timer it set runs after the paint.
    await act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });

  it('sets nothing after the component is gone', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'setTimeout', 'cancelAnimationFrame', 'clearTimeout'],
    });
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    await act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
