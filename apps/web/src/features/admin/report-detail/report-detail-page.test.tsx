import { ADMIN_MESSAGES } from '@audit/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';
import { ADMIN_TOKEN, POST_STATUSES, postDetail, SIGNED_IN_API, signIn } from '../admin-test-fixtures.ts';

function stubDetail(detail = postDetail(), extra: Record<string, unknown> = {}) {
  signIn();
  const fetchMock = stubApi({
    ...SIGNED_IN_API,
    'GET /api/admin/posts/42': detail,
    'GET /api/commons/post-statuses': POST_STATUSES,
    ...extra,
  });
  const dialogs = stubDialogs();
  return { fetchMock, dialogs };
}

async function renderDetail(path = '/admininquirypage?id=42') {
  const view = renderRoute(path);
  await screen.findByText('납품업체 선정 과정의 금품 수수');
  return view;
}

/** The label/value rows of the table captioned `caption`. */
function rowsOf(caption: string): [string, string][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]);
}

describe('/admininquirypage', () => {
  it('shows the target with contact rows for a real-name report', async () => {
    stubDetail();
    await renderDetail();
    expect(rowsOf('제보 대상 및 접수 정보')).toEqual([
      ['회사', '가람누리푸드'],
      ['제보유형', '금품·향응 수수'],
      ['구분', '실명'],
      ['이름', '홍길동'],
      ['전화번호', '010-1234-5678'],
      ['이메일', 'hong@example.com'],
      ['접수번호', '1234-5678-9012-3456'],
      ['접수일', '2025-03-04'],
      ['처리상태', '처리중'],
    ]);
  });

  it('has no contact rows for an anonymous report', async () => {
    stubDetail(
      postDetail({
        postType: 'PRIVATE',
        user: { ...postDetail().user, name: null, phoneNumber: null, email: null },
      }),
    );
    await renderDetail();
    const labels = rowsOf('제보 대상 및 접수 정보').map(([label]) => label);
    expect(labels).toContain('구분');
    expect(rowsOf('제보 대상 및 접수 정보')).toContainEqual(['구분', '익명']);
    for (const label of ['이름', '전화번호', '이메일']) expect(labels).not.toContain(label);
  });

  it('shows title, server-built content, attachment and the reporter check info', async () => {
    stubDetail();
    await renderDetail();
    expect(screen.getByRole('heading', { level: 4, name: '누가' })).toBeTruthy();
    expect(screen.getByText(/매주 금요일/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '첨부파일 증빙자료.pdf 내려받기' })).toBeTruthy();
    expect(rowsOf('제보자의 제보 조회 기록')).toEqual([
      ['마지막 조회 일시', '2025-03-05 18:15'],
      ['조회 횟수', '4회'],
    ]);
  });

  it('downloads the attachment with the admin token under its own name', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'GET /api/admin/attachfile/7': () => new Response(new Blob(['pdf']), { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: '첨부파일 증빙자료.pdf 내려받기' }));
    await waitFor(() => expect(names).toEqual(['증빙자료.pdf']));
    const [call] = callsTo(fetchMock, 'GET /api/admin/attachfile/7');
    expect(new Headers(call?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('lists comments with role label and Korean date-time; only own comments can be edited', async () => {
    stubDetail();
    await renderDetail();
    const list = screen.getByRole('heading', { name: '댓글 (2)' }).parentElement!;
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('제보자');
    expect(items[0]?.textContent).toContain('2025-03-04 10:00');
    expect(within(items[0]!).queryByRole('button', { name: /댓글 수정/ })).toBeNull();
    expect(items[1]?.textContent).toContain('감사실 답변');
    expect(items[1]?.textContent).toContain('김감사');
    expect(items[1]?.textContent).toContain('2025-03-04 15:05');
    expect(items[1]?.textContent).toContain('확인했습니다.<조사> 중입니다.');
    expect(within(items[1]!).getByRole('button', { name: /댓글 수정/ }).textContent).toBe('수정');
  });

  it('edits an own comment after confirmation', async () => {
    const { fetchMock, dialogs } = stubDetail(postDetail(), {
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
    expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.commentRequired);
    expect(dialogs.confirm).not.toHaveBeenCalled();

    await user.type(editor, '조사 결과를 곧 안내하겠습니다.');
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('댓글을 수정하시겠습니까?');
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.commentEdited));
    const [patch] = callsTo(fetchMock, 'PATCH /api/admin/posts/101/comment');
    expect(JSON.parse(String(patch?.body))).toEqual({
      content: '조사 결과를 곧 안내하겠습니다.',
      commentId: 101,
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/posts/42')).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: '댓글 수정' })).toBeNull();
  });

  it('does not send an edit that is not confirmed', async () => {
    const { fetchMock } = stubDetail();
    stubDialogs(false);
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: /댓글 수정/ }));
    const editorForm = screen.getByRole('textbox', { name: '댓글 수정' }).closest('form')!;
    await user.click(within(editorForm).getByRole('button', { name: '저장' }));
    expect(callsTo(fetchMock, 'PATCH /api/admin/posts/101/comment')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('textbox', { name: '댓글 수정' })).toBeNull();
  });

  it('posts a comment: empty is refused, then confirmation, then the success alert', async () => {
    const { fetchMock, dialogs } = stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': postDetail().comments[1],
    });
    const user = userEvent.setup();
    await renderDetail();
    const input = screen.getByRole('textbox', { name: '댓글 입력' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.commentRequired);
    expect(callsTo(fetchMock, 'POST /api/admin/posts/42/comment')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '자료를 확인하였습니다.');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('댓글을 등록하시겠습니까?');
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.commentRegistered));
    const [post] = callsTo(fetchMock, 'POST /api/admin/posts/42/comment');
    expect(JSON.parse(String(post?.body))).toEqual({ content: '자료를 확인하였습니다.', postId: 42 });
    expect(new Headers(post?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server message when a comment is refused (completed meanwhile)', async () => {
    const { dialogs } = stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': () =>
        jsonResponse(409, { message: ADMIN_MESSAGES.commentCompleted, code: 'COMMENT_CLOSED' }),
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.type(screen.getByRole('textbox', { name: '댓글 입력' }), '추가 질문입니다.');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.commentCompleted));
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
    expect(screen.getByText(ADMIN_MESSAGES.commentCompleted)).toBeTruthy();
    expect(rowsOf('제보 대상 및 접수 정보')).toContainEqual(['처리완료일', '2025-03-10']);
  });

  it('changes the status after confirmation and says so', async () => {
    const { fetchMock, dialogs } = stubDetail(postDetail(), {
      'PATCH /api/admin/posts/42': { postStatus: 'COMPLETED' },
    });
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(select.value).toBe('IN_PROGRESS');
    await user.selectOptions(select, 'COMPLETED');
    await user.click(within(select.closest('form')!).getByRole('button', { name: '저장' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('처리상태를 변경하시겠습니까?');
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.changed));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(call?.[0])).toBe('/api/admin/posts/42?postStatus=COMPLETED');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('keeps the status when the change is not confirmed', async () => {
    const { fetchMock } = stubDetail();
    stubDialogs(false);
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' });
    await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(4));
    await user.selectOptions(select, 'RECEIVED');
    await user.click(within(select.closest('form')!).getByRole('button', { name: '저장' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('full print view: everything to read, no inputs or edit buttons, no admin chrome', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=full');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /댓글 수정/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '첨부파일 증빙자료.pdf 내려받기' })).toBeNull();
    expect(screen.getByText('증빙자료.pdf (200KB)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '댓글 (2)' })).toBeTruthy();
    expect(rowsOf('제보 대상 및 접수 정보').map(([label]) => label)).toContain('이름');
    expect(document.documentElement.classList.contains('admin-print-mode')).toBe(true);
  });

  it('body print view: only the report, without contact data, check info or comments', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=body');
    expect(screen.queryByRole('heading', { name: '댓글 (2)' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '제보자 확인 정보' })).toBeNull();
    expect(rowsOf('제보 대상 및 접수 정보').map(([label]) => label)).not.toContain('이름');
    expect(screen.getByRole('heading', { level: 4, name: '누가' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('본문 인쇄 prints the body view and returns to the normal view after printing', async () => {
    const { dialogs } = stubDetail();
    const seen: { textboxes: number; comments: boolean }[] = [];
    dialogs.print.mockImplementation(() => {
      seen.push({
        textboxes: screen.queryAllByRole('textbox').length,
        comments: screen.queryByRole('heading', { name: '댓글 (2)' }) !== null,
      });
    });
    const user = userEvent.setup();
    const { router } = await renderDetail();
    await user.click(screen.getByRole('button', { name: '본문 인쇄' }));
    await waitFor(() => expect(dialogs.print).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([{ textboxes: 0, comments: false }]);
    expect(new URLSearchParams(router.state.location.search).get('print')).toBe('body');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
    expect(screen.getByRole('textbox', { name: '댓글 입력' })).toBeTruthy();
    expect(document.documentElement.classList.contains('admin-print-mode')).toBe(false);
  });

  it('전체 인쇄 that fails says so and returns to the normal view', async () => {
    const { dialogs } = stubDetail();
    dialogs.print.mockImplementation(() => {
      throw new Error('no printer');
    });
    const user = userEvent.setup();
    const { router } = await renderDetail();
    await user.click(screen.getByRole('button', { name: '전체 인쇄' }));
    await waitFor(() =>
      expect(dialogs.alert).toHaveBeenCalledWith('오류가 발생했습니다. 다시 시도해 주십시오.'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
    expect(dialogs.alert).toHaveBeenCalledTimes(1);
  });

  it('shows the server message for a report outside the admin scope, with a way back', async () => {
    const { dialogs } = stubDetail(postDetail(), {
      'GET /api/admin/posts/42': () =>
        jsonResponse(404, { message: ADMIN_MESSAGES.notInScope, code: 'NOT_FOUND' }),
      'GET /api/admin/posts': {
        board: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 },
        statusCountMap: {},
      },
      'GET /api/admin/companyTypeMaps/combo': [],
    });
    const user = userEvent.setup();
    const { router } = renderRoute({
      pathname: '/admininquirypage',
      search: '?id=42',
      state: { listSearch: '?page=2' },
    });
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.notInScope));
    await user.click(await screen.findByRole('button', { name: '목록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminreport'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('refuses a missing or broken id without calling the API', async () => {
    const { fetchMock } = stubDetail();
    renderRoute('/admininquirypage?id=abc');
    expect(await screen.findByText('잘못된 접근입니다. 목록에서 제보를 선택해 주십시오.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin/posts/'))).toBe(false);
  });
});
