import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageDialogs } from '../components/page-dialogs.tsx';
import { watchNavigation } from '../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../test-utils.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';

const WARNING = '작성 중인 내용이 사라집니다.';
const QUESTION = `${WARNING} 이동하시겠습니까?`;

let confirmLeave: (question: string) => Promise<boolean> = async () => false;

function Guarded({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  ({ confirmLeave } = useLeaveGuard({
    warning: WARNING,
    question: '이동하시겠습니까?',
    isDirty: () => dirty,
    onLeave,
  }));
  return (
    <>
      <p>
        <a href="/elsewhere">다른 곳</a> <a href="#here">이 페이지</a>{' '}
        <a href="https://example.org/">다른 사이트</a>{' '}
        <a href="/other-kind" data-asks-first="">
          다른 양식
        </a>{' '}
        <a href="/new-window" target="_blank" rel="noopener">
          새 창
        </a>
      </p>
      <PageDialogs />
    </>
  );
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('closing or reloading the tab asks (beforeunload) only while something would be lost', () => {
    const { rerender } = render(<Guarded dirty={false} onLeave={vi.fn()} />);
    expect(unloadAsks()).toBe(false);
    rerender(<Guarded dirty onLeave={vi.fn()} />);
    expect(unloadAsks()).toBe(true);
  });

  it("a link of this site asks in the page's own dialog: 취소 stays, 확인 follows it and nothing asks again", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const onLeave = vi.fn();
    render(<Guarded dirty onLeave={onLeave} />);

    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(await answerPageDialog(false)).toBe(QUESTION);
    expect(nav.followed).toEqual([]);
    expect(nav.assigned).toEqual([]);
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(await answerPageDialog()).toBe(QUESTION);
    expect(nav.assigned).toEqual(['/elsewhere']);
    expect(onLeave).toHaveBeenCalledTimes(1);
    // Agreed: the way out asks no more.
    expect(unloadAsks()).toBe(false);
  });

  it('leaves to the browser what it asks itself or what loses nothing', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    render(<Guarded dirty onLeave={vi.fn()} />);
    // Within the page; another site (beforeunload asks there); a new window; a page that asks its own question.
    await user.click(screen.getByRole('link', { name: '이 페이지' }));
    await user.click(screen.getByRole('link', { name: '다른 사이트' }));
    await user.click(screen.getByRole('link', { name: '새 창' }));
    await user.click(screen.getByRole('link', { name: '다른 양식' }));
    // A new tab.
    fireEvent.click(screen.getByRole('link', { name: '다른 곳' }), { ctrlKey: true });
    expect(pageDialogMessage()).toBeNull();
    expect(nav.followed).toEqual([
      '/#here',
      'https://example.org/',
      '/new-window',
      '/other-kind',
      '/elsewhere',
    ]);
  });

  it('a clean page is left without a question', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    render(<Guarded dirty={false} onLeave={vi.fn()} />);
    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(pageDialogMessage()).toBeNull();
    expect(nav.followed).toEqual(['/elsewhere']);
  });

  it("confirmLeave asks the page's own question, led by the warning only when something would be lost", async () => {
    const onLeave = vi.fn();
    const { rerender } = render(<Guarded dirty={false} onLeave={onLeave} />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmLeave('익명 제보를 하시겠습니까?');
    });
    expect(await answerPageDialog()).toBe('익명 제보를 하시겠습니까?');
    expect(await answer).toBe(true);
    expect(onLeave).not.toHaveBeenCalled();

    rerender(<Guarded dirty onLeave={onLeave} />);
    act(() => {
      answer = confirmLeave('익명 제보를 하시겠습니까?');
    });
    expect(await answerPageDialog(false)).toBe(`${WARNING} 익명 제보를 하시겠습니까?`);
    expect(await answer).toBe(false);
    act(() => {
      answer = confirmLeave('익명 제보를 하시겠습니까?');
    });
    await answerPageDialog();
    expect(await answer).toBe(true);
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(unloadAsks()).toBe(false);
  });
});
