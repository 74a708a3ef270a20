import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../test-utils.tsx';
import { listenBeforeRouter } from './history-guard.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

const QUESTION = '작성 중인 내용이 사라집니다. 이동하시겠습니까?';

function Guarded({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  useLeaveGuard({
    warning: '작성 중인 내용이 사라집니다.',
    question: '이동하시겠습니까?',
    isDirty: () => dirty,
    onLeave,
  });
  return (
    <p>
      <a href="/elsewhere">다른 곳</a> <a href="#here">이 페이지</a>
    </p>
  );
}

// As main.tsx does it: the guard's listener first, then React Router's (this stand-in).
listenBeforeRouter();
const router = vi.fn();
window.addEventListener('popstate', router);
afterEach(() => router.mockClear());

const popState = () => window.dispatchEvent(new PopStateEvent('popstate', { state: null }));

describe('useLeaveGuard', () => {
  it('the back button: 취소 keeps the router from following and returns to the page; 확인 lets it go', () => {
    const { confirm } = stubDialogs(false);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const onLeave = vi.fn();
    render(<Guarded dirty onLeave={onLeave} />);

    popState();
    expect(confirm).toHaveBeenCalledExactlyOnceWith(QUESTION);
    expect(router).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(1);
    // The way back to the page is not the router's business either, and asks nothing.
    popState();
    expect(router).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    popState();
    expect(router).toHaveBeenCalledTimes(1);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('closing or reloading the tab asks only while something would be lost', () => {
    const { rerender } = render(<Guarded dirty={false} onLeave={vi.fn()} />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    rerender(<Guarded dirty onLeave={vi.fn()} />);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('a link away asks, a link within the page does not; once agreed, nothing asks again', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    const onLeave = vi.fn();
    render(<Guarded dirty onLeave={onLeave} />);
    const clicks: boolean[] = [];
    const watch = (event: Event) => clicks.push(event.defaultPrevented);
    document.addEventListener('click', watch);

    await user.click(screen.getByRole('link', { name: '이 페이지' }));
    expect(confirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(QUESTION);
    // Stopped before any handler of the page (a router link's) could see it.
    expect(clicks).toEqual([false]);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveLength(2);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    document.removeEventListener('click', watch);
  });
});
