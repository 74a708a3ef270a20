import { ADMIN_MESSAGES, REPORT_NOT_FOUND } from '@audit/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, postDetail } from '../../../admin-test-fixtures.ts';
import {
  answerPageDialog,
  callsTo,
  jsonResponse,
  pageDialogMessage,
  renderRoute,
} from '../../../test-utils.tsx';
import { factsOf, renderDetail, stubDetail } from './report-detail-test-utils.ts';

/** The clocks' table: each row's header and cells. */
const clockRows = () =>
  within(screen.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ]);

describe('/admininquirypage', () => {
  it('shows the target with contact rows for a real-name report', async () => {
    stubDetail();
    await renderDetail();
    expect(factsOf('제보 대상')).toEqual([
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
    const labels = factsOf('제보 대상').map(([label]) => label);
    expect(labels).toContain('구분');
    expect(factsOf('제보 대상')).toContainEqual(['구분', '익명']);
    for (const label of ['이름', '전화번호', '이메일']) expect(labels).not.toContain(label);
  });

  it('shows title, server-built content, attachment and the reporter check info', async () => {
    stubDetail();
    await renderDetail();
    // The content's sections follow the panel's h2 as h3 (the server writes h4): no level skipped.
    screen.getByRole('heading', { level: 3, name: '누가' });
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
    screen.getByText(/매주 금요일/);
    screen.getByRole('button', { name: '첨부파일 증빙자료.pdf 내려받기' });
    expect(factsOf('제보자 확인 정보')).toEqual([
      ['마지막 조회 일시', '2025-03-05 18:15'],
      ['조회 횟수', '4회'],
    ]);
  });

  it('shows both legal clocks with their due dates and whether each was met, in words', async () => {
    stubDetail();
    await renderDetail();
    expect(clockRows()).toEqual([
      ['접수 확인', '2025-03-11 08:30', '충족 (2025-03-04 15:05)', '접수 확인 답변 댓글에서 보기'],
      ['처리 결과 회신', '2025-06-04 15:05', '진행 중', '-'],
    ]);
  });

  it('says 기한 경과 for a clock open past its due date', async () => {
    const clocks = postDetail().clocks;
    stubDetail(postDetail({ clocks: { ...clocks, feedback: { ...clocks.feedback, overdue: true } } }));
    await renderDetail();
    expect(clockRows()[1]).toEqual(['처리 결과 회신', '2025-06-04 15:05', '기한 경과', '-']);
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

  it('changes the status after confirmation and says so', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'PATCH /api/admin/posts/42': { postStatus: 'RECEIVED' },
    });
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(select.value).toBe('IN_PROGRESS');
    await user.selectOptions(select, 'RECEIVED');
    await user.click(within(select.closest('form')!).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('처리상태를 변경하시겠습니까?');
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.changed);
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(call?.[0])).toBe('/api/admin/posts/42?postStatus=RECEIVED');
    // The spec's call: no body (a result message goes only with 처리완료).
    expect(call?.[1]?.body).toBeUndefined();
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('turns 저장 on only while another status than the saved one is chosen, at the top of the work panel', async () => {
    stubDetail();
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    const save = within(select.closest('form')!).getByRole('button', { name: '저장' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    screen.getByText('현재와 다른 처리상태를 선택하면 저장할 수 있습니다.');
    await user.selectOptions(select, 'COMPLETED');
    expect(save.disabled).toBe(false);
    await user.selectOptions(select, 'IN_PROGRESS');
    expect(save.disabled).toBe(true);
    // The status control heads the work panel (in view beside the report on a wide screen).
    const work = screen.getByRole('region', { name: '처리 정보' });
    expect(work.querySelector('section')).toBe(screen.getByRole('region', { name: '처리상태 변경' }));
  });

  it('keeps the status when the change is not confirmed', async () => {
    const { fetchMock } = stubDetail();
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' });
    await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(4));
    await user.selectOptions(select, 'RECEIVED');
    await user.click(within(select.closest('form')!).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog(false)).toBe('처리상태를 변경하시겠습니까?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(pageDialogMessage()).toBeNull();
  });

  it('full print view: everything to read, no inputs or edit buttons, no admin chrome', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=full');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /댓글 수정/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '첨부파일 증빙자료.pdf 내려받기' })).toBeNull();
    screen.getByText('증빙자료.pdf (200KB)');
    screen.getByRole('heading', { name: '댓글 (2)' });
    expect(factsOf('제보 대상').map(([label]) => label)).toContain('이름');
    expect(document.documentElement.classList.contains('admin-print-mode')).toBe(true);
  });

  it('body print view: only the report, without contact data, check info or comments', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=body');
    expect(screen.queryByRole('heading', { name: '댓글 (2)' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '제보자 확인 정보' })).toBeNull();
    expect(factsOf('제보 대상').map(([label]) => label)).not.toContain('이름');
    // The content's sections follow the panel's h2 as h3 (the server writes h4): no level skipped.
    screen.getByRole('heading', { level: 3, name: '누가' });
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
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
    screen.getByRole('textbox', { name: '댓글 입력' });
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
    expect(await answerPageDialog()).toBe('오류가 발생했습니다. 다시 시도해주세요.');
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
    // Said once.
    expect(pageDialogMessage()).toBeNull();
  });

  it('shows the server message for a report outside the admin scope, with a way back', async () => {
    stubDetail(postDetail(), {
      'GET /api/admin/posts/42': () => jsonResponse(404, { message: REPORT_NOT_FOUND, code: 'NOT_FOUND' }),
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
    expect(await answerPageDialog()).toBe(REPORT_NOT_FOUND);
    await user.click(await screen.findByRole('button', { name: '목록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminreport'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('refuses a missing or broken id without calling the API', async () => {
    const { fetchMock } = stubDetail();
    renderRoute('/admininquirypage?id=abc');
    await screen.findByText('잘못된 접근입니다. 목록에서 제보를 선택해주세요.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin/posts/'))).toBe(false);
  });
});
