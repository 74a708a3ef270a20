import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { findPageDialog, pageDialogMessage } from '../test-utils.tsx';
import { Dialog } from './dialog.tsx';
// test-utils forgets the dialogs a test left unanswered (clearPageDialogs) after each test.
import { askConfirm, PageDialogs, showAlert } from './page-dialogs.tsx';

/** Records how each request settled, in the order they settled. */
function recorder() {
  const settled: string[] = [];
  return {
    settled,
    alert: (message: string) => void showAlert(message).then(() => settled.push(`alert ${message}`)),
    confirm: (message: string) =>
      void askConfirm(message).then((ok) => settled.push(`confirm ${message}: ${ok}`)),
  };
}

const pressKey = (key: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
  });

/** A form in a dialog of its own that alerts on 저장, as a system-admin form does when a field is missing. */
function FormDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="그룹 등록">
      <button type="button" onClick={() => void showAlert('필수 항목을 입력해주세요.')}>
        저장
      </button>
    </Dialog>
  );
}

describe('page dialogs', () => {
  it('shows the requests one at a time, in the order they were made', async () => {
    render(<PageDialogs />);
    const { settled, alert, confirm } = recorder();
    act(() => {
      alert('저장되었습니다.');
      confirm('로그아웃 하시겠습니까?');
      alert('변경되었습니다.');
    });

    const first = await findPageDialog();
    expect(first.title).toBe('알림');
    expect(first.message).toBe('저장되었습니다.');
    expect(
      within(first.element)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['닫기', '확인']);
    // Only one is shown while it waits for its answer.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await first.ok();

    const second = await findPageDialog();
    expect(second.title).toBe('확인');
    expect(second.message).toBe('로그아웃 하시겠습니까?');
    expect(
      within(second.element)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['닫기', '확인', '취소']);
    await second.cancel();

    const third = await findPageDialog();
    expect(third.message).toBe('변경되었습니다.');
    await third.ok();

    expect(pageDialogMessage()).toBeNull();
    expect(settled).toEqual([
      'alert 저장되었습니다.',
      'confirm 로그아웃 하시겠습니까?: false',
      'alert 변경되었습니다.',
    ]);
  });

  it('answers a confirmation true for 확인 and false for 취소', async () => {
    render(<PageDialogs />);
    const yes = askConfirm('처리상태를 변경하시겠습니까?');
    await (await findPageDialog()).ok();
    await expect(yes).resolves.toBe(true);

    const no = askConfirm('처리상태를 변경하시겠습니까?');
    await (await findPageDialog()).cancel();
    await expect(no).resolves.toBe(false);
  });

  it('answers false to Esc and to the close button, and closes an alert with Esc', async () => {
    render(<PageDialogs />);
    const escaped = askConfirm('댓글을 등록하시겠습니까?');
    await findPageDialog();
    await pressKey('Escape');
    await expect(escaped).resolves.toBe(false);
    expect(pageDialogMessage()).toBeNull();

    const closed = askConfirm('댓글을 등록하시겠습니까?');
    const dialog = await findPageDialog();
    await act(async () => {
      fireEvent.click(within(dialog.element).getByRole('button', { name: '닫기' }));
    });
    await expect(closed).resolves.toBe(false);

    const alerted = showAlert('저장되었습니다.');
    await findPageDialog();
    await pressKey('Escape');
    await expect(alerted).resolves.toBeUndefined();
    expect(pageDialogMessage()).toBeNull();
  });

  it('takes a title and a label for its first button, keeps line breaks, and starts on that button', async () => {
    render(<PageDialogs />);
    const answer = askConfirm('메일을 다시 보냅니다.\n계속하시겠습니까?', {
      title: '메일 재발송',
      confirmLabel: '보내기',
    });
    const dialog = await findPageDialog();
    expect(screen.getByRole('alertdialog', { name: '메일 재발송' })).toBe(dialog.element);
    expect(dialog.message).toBe('메일을 다시 보냅니다.\n계속하시겠습니까?');
    const send = within(dialog.element).getByRole('button', { name: '보내기' });
    expect(document.activeElement).toBe(send);
    // Enter on the focused button answers as the browser's own dialog does.
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('keeps Tab among its own buttons', async () => {
    render(<PageDialogs />);
    void askConfirm('로그아웃 하시겠습니까?');
    const dialog = await findPageDialog();
    const [ok, cancel] = within(dialog.element)
      .getAllByRole('button')
      .filter((b) => b.closest('.dialog-actions'));
    expect(document.activeElement).toBe(ok);
    await pressKey('Tab');
    expect(document.activeElement).toBe(cancel);
    await pressKey('Tab');
    expect(document.activeElement).toBe(ok);
    await pressKey('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('over another dialog: Esc answers only the page dialog, and focus goes back into the dialog below', async () => {
    render(
      <>
        <PageDialogs />
        <FormDialog />
      </>,
    );
    const save = screen.getByRole('button', { name: '저장' });
    save.focus();
    await act(async () => {
      fireEvent.click(save);
    });
    expect((await findPageDialog()).message).toBe('필수 항목을 입력해주세요.');
    await pressKey('Escape');
    expect(pageDialogMessage()).toBeNull();
    screen.getByRole('dialog', { name: '그룹 등록' });
    expect(document.activeElement).toBe(save);
  });

  it('shows what was asked before it was mounted', async () => {
    const answer = showAlert('세션이 만료되었거나 잘못된 접근입니다.');
    render(<PageDialogs />);
    const dialog = await findPageDialog();
    expect(dialog.message).toBe('세션이 만료되었거나 잘못된 접근입니다.');
    await dialog.ok();
    await expect(answer).resolves.toBeUndefined();
  });
});
