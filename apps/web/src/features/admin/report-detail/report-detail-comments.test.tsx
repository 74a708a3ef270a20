import { COMMENT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, postDetail } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse, pageDialogMessage } from '../../../test-utils.tsx';
import { factsOf, renderDetail, stubDetail } from './report-detail-test-utils.ts';

// The comment thread of /admininquirypage: the audit office's side of the conversation.
describe('/admininquirypage comments', () => {
  it('lists comments with role label and Korean date-time; only own comments can be edited', async () => {
    stubDetail();
    await renderDetail();
    const list = screen.getByRole('heading', { name: '댓글 (2)' }).parentElement!;
    // The comments (a comment's files are a list of their own within it).
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('report-comment'));
    expect(items[0]?.textContent).toContain('제보자');
    expect(items[0]?.textContent).toContain('2025-03-04 10:00');
    expect(within(items[0]!).queryByRole('button', { name: /댓글 수정/ })).toBeNull();
    expect(items[1]?.textContent).toContain('감사실 답변');
    expect(items[1]?.textContent).toContain('김감사');
    expect(items[1]?.textContent).toContain('2025-03-04 15:05');
    // Marked 접수 확인, and labelled so.
    expect(within(items[1]!).getByText('접수 확인').className).toBe('reply-kind-label');
    expect(items[1]?.textContent).toContain('확인했습니다.<조사> 중입니다.');
    expect(within(items[1]!).getByRole('button', { name: /댓글 수정/ }).textContent).toBe('수정');
  });

  it('edits an own comment after confirmation', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'PATCH /api/admin/posts/101/comment': postDetail().comments[1],
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: /댓글 수정/ }));
    const editor = screen.getByRole('textbox', { name: '댓글 수정' }) as HTMLTextAreaElement;
    const editorForm = editor.closest('form')!;
    // The text behind the server HTML: entities decoded, <br> as a line break.
    expect(editor.value).toBe('확인했습니다.<조사> 중입니다.\n기다려 주십시오.');
    await user.clear(editor);
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.required);
    // Refused before the confirmation: none follows.
    expect(pageDialogMessage()).toBeNull();
    expect(callsTo(fetchMock, 'PATCH /api/admin/posts/101/comment')).toHaveLength(0);

    await user.type(editor, '조사 결과를 곧 안내하겠습니다.');
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('댓글을 수정하시겠습니까?');
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.edited);
    const [patch] = callsTo(fetchMock, 'PATCH /api/admin/posts/101/comment');
    // The reply keeps its kind (접수 확인) unless another is chosen.
    expect(JSON.parse(String(patch?.body))).toEqual({
      content: '조사 결과를 곧 안내하겠습니다.',
      commentId: 101,
      kind: 'ACKNOWLEDGEMENT',
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/posts/42')).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: '댓글 수정' })).toBeNull();
  });

  it('does not send an edit that is not confirmed', async () => {
    const { fetchMock } = stubDetail();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: /댓글 수정/ }));
    const editorForm = screen.getByRole('textbox', { name: '댓글 수정' }).closest('form')!;
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog(false)).toBe('댓글을 수정하시겠습니까?');
    expect(callsTo(fetchMock, 'PATCH /api/admin/posts/101/comment')).toHaveLength(0);
    expect(pageDialogMessage()).toBeNull();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('textbox', { name: '댓글 수정' })).toBeNull();
  });

  it('posts a comment: empty is refused, then confirmation, then the success alert', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': postDetail().comments[1],
    });
    const user = userEvent.setup();
    await renderDetail();
    const input = screen.getByRole('textbox', { name: '댓글 입력' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.required);
    expect(callsTo(fetchMock, 'POST /api/admin/posts/42/comment')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '자료를 확인하였습니다.');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe('댓글을 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.registered);
    const [post] = callsTo(fetchMock, 'POST /api/admin/posts/42/comment');
    // A plain reply unless another kind is chosen (report-detail-clocks.test.tsx).
    expect(JSON.parse(String(post?.body))).toEqual({
      content: '자료를 확인하였습니다.',
      postId: 42,
      kind: 'PLAIN',
    });
    expect(new Headers(post?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server message when a comment is refused (completed meanwhile)', async () => {
    stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': () =>
        jsonResponse(409, { message: COMMENT_MESSAGES.completed, code: 'COMMENT_CLOSED' }),
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.type(screen.getByRole('textbox', { name: '댓글 입력' }), '추가 질문입니다.');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe('댓글을 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.completed);
  });

  it('has no comment input for a completed report', async () => {
    stubDetail(
      postDetail({
        status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
        completedDate: '2025-03-10T01:00:00.000Z',
      }),
    );
    await renderDetail();
    expect(screen.queryByRole('textbox', { name: '댓글 입력' })).toBeNull();
    screen.getByText(COMMENT_MESSAGES.completed);
    expect(factsOf('제보 대상')).toContainEqual(['처리완료일', '2025-03-10']);
    // Neither in the thread nor apart: the notice alone, in the thread.
    expect(document.querySelector('.report-composer')).toBeNull();
    expect(screen.getByRole('region', { name: /^댓글/ }).textContent).toContain(COMMENT_MESSAGES.completed);
  });
});
