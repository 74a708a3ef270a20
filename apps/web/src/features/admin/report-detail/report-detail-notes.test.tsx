import { NOTE_MESSAGES, type NoteView } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, postDetail } from '../../../admin-test-fixtures.ts';
import {
  answerPageDialog,
  callsTo,
  jsonResponse,
  pageDialogMessage,
  renderRoute,
} from '../../../test-utils.tsx';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

const NOTES_PATH = '/api/admin/posts/42/notes';

/** Two notes: the signed-in admin's own (edited once) and a colleague's. */
function notes(): NoteView[] {
  return [
    {
      id: 501,
      content: '구매팀 과장 면담 예정.\n<일정> 확인 필요',
      createdDate: '2025-03-05T00:30:00.000Z',
      updatedDate: '2025-03-05T02:00:00.000Z',
      author: { name: '김감사' },
      canUpdateNote: true,
    },
    {
      id: 502,
      content: '본사 감사팀 검토 의견: 추가 자료 요청',
      createdDate: '2025-03-06T01:00:00.000Z',
      updatedDate: null,
      author: { name: '이감사' },
      canUpdateNote: false,
    },
  ];
}

const stubWithNotes = (extra: Record<string, unknown> = {}) =>
  stubDetail(postDetail(), { [`GET ${NOTES_PATH}`]: notes(), ...extra });

const notesSection = () => screen.getByRole('heading', { name: '내부 메모 (2)' }).closest('section')!;

// The audit office's internal notes on /admininquirypage: apart from the comments, never shown to the reporter.
describe('/admininquirypage internal notes', () => {
  it('lists the notes apart from the comments, marked as hidden from the reporter; only own notes can be edited', async () => {
    const { fetchMock } = stubWithNotes();
    await renderDetail();
    const section = await waitFor(notesSection);
    within(section).getByText('제보자에게 보이지 않는 감사실 내부 메모입니다.');
    expect(section.contains(screen.getByRole('heading', { name: '댓글 (2)' }))).toBe(false);
    const items = within(section).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('김감사');
    expect(items[0]?.textContent).toContain('2025-03-05 09:30');
    expect(items[0]?.textContent).toContain('(2025-03-05 11:00 수정)');
    // Plain text as written: the line break kept, nothing taken for markup.
    expect(within(items[0]!).getByText(/구매팀 과장 면담 예정/).textContent).toBe(
      '구매팀 과장 면담 예정.\n<일정> 확인 필요',
    );
    within(items[0]!).getByRole('button', { name: '메모 수정: 2025-03-05 09:30' });
    expect(items[1]?.textContent).toContain('이감사');
    expect(items[1]?.textContent).toContain('2025-03-06 10:00');
    expect(within(items[1]!).queryByRole('button', { name: /메모 수정/ })).toBeNull();
    const [call] = callsTo(fetchMock, `GET ${NOTES_PATH}`);
    expect(new Headers(call?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('says so when there are no notes yet', async () => {
    stubDetail();
    await renderDetail();
    await screen.findByText('등록된 내부 메모가 없습니다.');
    screen.getByRole('heading', { name: '내부 메모 (0)' });
  });

  it('adds a note: empty is refused, then confirmation, the success alert and the list read again', async () => {
    const { fetchMock } = stubWithNotes({ [`POST ${NOTES_PATH}`]: notes()[0] });
    const user = userEvent.setup();
    await renderDetail();
    const input = await screen.findByRole('textbox', { name: '메모 입력' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '메모 등록' }));
    expect(await answerPageDialog()).toBe(NOTE_MESSAGES.required);
    expect(callsTo(fetchMock, `POST ${NOTES_PATH}`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '제보자 재면담 필요');
    await user.click(screen.getByRole('button', { name: '메모 등록' }));
    expect(await answerPageDialog()).toBe('내부 메모를 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(NOTE_MESSAGES.registered);
    const [post] = callsTo(fetchMock, `POST ${NOTES_PATH}`);
    expect(JSON.parse(String(post?.body))).toEqual({ content: '제보자 재면담 필요' });
    expect(new Headers(post?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect((input as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(callsTo(fetchMock, `GET ${NOTES_PATH}`)).toHaveLength(2));
  });

  it('does not send a note that is not confirmed', async () => {
    const { fetchMock } = stubWithNotes();
    const user = userEvent.setup();
    await renderDetail();
    await user.type(await screen.findByRole('textbox', { name: '메모 입력' }), '보류');
    await user.click(screen.getByRole('button', { name: '메모 등록' }));
    expect(await answerPageDialog(false)).toBe('내부 메모를 등록하시겠습니까?');
    expect(callsTo(fetchMock, `POST ${NOTES_PATH}`)).toHaveLength(0);
    expect(pageDialogMessage()).toBeNull();
  });

  it('edits an own note after confirmation', async () => {
    const { fetchMock } = stubWithNotes({ 'PATCH /api/admin/notes/501': notes()[0] });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: /메모 수정/ }));
    const editor = screen.getByRole('textbox', { name: '메모 수정' }) as HTMLTextAreaElement;
    expect(editor.value).toBe('구매팀 과장 면담 예정.\n<일정> 확인 필요');
    const editorForm = editor.closest('form')!;
    await user.clear(editor);
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(NOTE_MESSAGES.required);
    await user.type(editor, '면담 완료');
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('내부 메모를 수정하시겠습니까?');
    expect(await answerPageDialog()).toBe(NOTE_MESSAGES.edited);
    const [patch] = callsTo(fetchMock, 'PATCH /api/admin/notes/501');
    expect(JSON.parse(String(patch?.body))).toEqual({ content: '면담 완료' });
    await waitFor(() => expect(callsTo(fetchMock, `GET ${NOTES_PATH}`)).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: '메모 수정' })).toBeNull();
  });

  it("shows the server's message when an edit is refused", async () => {
    stubWithNotes({
      'PATCH /api/admin/notes/501': () =>
        jsonResponse(403, { message: NOTE_MESSAGES.notOwn, code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: /메모 수정/ }));
    const editor = screen.getByRole('textbox', { name: '메모 수정' });
    await user.type(editor, ' 추가');
    await user.click(within(editor.closest('form')!).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('내부 메모를 수정하시겠습니까?');
    expect(await answerPageDialog()).toBe(NOTE_MESSAGES.notOwn);
  });

  it('full print view: the notes to read, nothing to write or edit', async () => {
    stubWithNotes();
    await renderDetail('/admininquirypage?id=42&print=full');
    const section = await waitFor(notesSection);
    within(section).getByText('제보자에게 보이지 않는 감사실 내부 메모입니다.');
    within(section).getByText('본사 감사팀 검토 의견: 추가 자료 요청');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /메모 수정/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '메모 등록' })).toBeNull();
  });

  it('body print view: no notes', async () => {
    stubWithNotes();
    await renderDetail('/admininquirypage?id=42&print=body');
    screen.getByRole('heading', { level: 3, name: '누가' });
    expect(screen.queryByRole('heading', { name: /내부 메모/ })).toBeNull();
    expect(screen.queryByText(/본사 감사팀 검토 의견/)).toBeNull();
  });

  it('전체 인쇄 opens the print dialog only once the notes are on the page', async () => {
    const { dialogs } = stubWithNotes({
      // The notes arrive well after the report.
      [`GET ${NOTES_PATH}`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return jsonResponse(200, notes());
      },
    });
    const seen: boolean[] = [];
    dialogs.print.mockImplementation(() => {
      seen.push(screen.queryByText('본사 감사팀 검토 의견: 추가 자료 요청') !== null);
    });
    // As the 전체 인쇄 button leaves it: the print view, asked to print.
    renderRoute({ pathname: '/admininquirypage', search: '?id=42&print=full', state: { autoPrint: true } });
    await waitFor(() => expect(dialogs.print).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([true]);
  });
});
