import { COMMENT_MESSAGES, type MyPostView, REPORTER_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMELINE } from '../../../admin-test-fixtures.ts';
import { callsTo, jsonResponse, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

const MY_POST = 'GET /api/informant/posts/mypost';
const COMMENT = 'POST /api/informant/posts/7/comment';

function post(overrides: Partial<MyPostView> = {}): MyPostView {
  return {
    id: 7,
    receiptNumber: '1234567890123456',
    companyType: { code: 'GARAM_ELECTRONICS', title: '가람누리전자' },
    reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
    postType: 'PRIVATE',
    title: '납품 비리',
    content: '<h4>누가</h4><p>구매팀 &lt;과장&gt;<br>외 1명</p><h4>언제</h4><p>3월</p>',
    createdDate: '2025-03-09T23:30:00.000Z',
    completedDate: null,
    status: { statusCode: 'IN_PROGRESS', statusTitle: '처리중' },
    attachFiles: [{ id: 3, clientFilename: '메모.pdf', size: 2048 }],
    comments: [
      {
        id: 1,
        content: '자료를 보내 주십시오.<br>감사합니다.',
        createdDate: '2025-03-10T01:05:00.000Z',
        canUpdateComment: false,
        user: { name: '감사실', role: 'ROLE_ADMIN' },
      },
    ],
    commentCount: 1,
    timeline: TIMELINE,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.setItem('reporterToken', 'tok-1');
});

describe('/inquirypage', () => {
  it('without a token alerts and goes back to the look-up', async () => {
    sessionStorage.clear();
    const { alert } = stubDialogs();
    const fetchMock = stubApi({ [MY_POST]: post() });
    const { router } = renderRoute('/inquirypage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportinquiry'));
    expect(alert).toHaveBeenCalledExactlyOnceWith(REPORTER_MESSAGES.sessionMissing);
    expect(callsTo(fetchMock, MY_POST)).toHaveLength(0);
  });

  it('shows status, report data, the server HTML content and the comments', async () => {
    const fetchMock = stubApi({ [MY_POST]: post() });
    renderRoute('/inquirypage');
    const summary = await screen.findByRole('table', { name: '제보 정보' });
    const row = (name: string) => within(summary).getByRole('rowheader', { name }).nextElementSibling;
    expect(row('처리상태')?.textContent).toBe('처리중');
    expect(row('처리상태')?.querySelector('.status-badge.status-IN_PROGRESS')).toBeTruthy();
    expect(row('접수번호')?.textContent).toBe('1234-5678-9012-3456');
    expect(row('제보대상 회사')?.textContent).toBe('가람누리전자');
    expect(row('제보유형')?.textContent).toBe('금품·향응 수수');
    expect(row('제보 구분')?.textContent).toBe('익명');
    expect(row('제목')?.textContent).toBe('납품 비리');
    expect(row('접수일')?.textContent).toBe('2025-03-10');
    expect(new Headers(callsTo(fetchMock, MY_POST)[0]?.headers).get('authorization')).toBe('Bearer tok-1');

    // Escaped text stays text; the server's own tags become structure.
    screen.getByRole('heading', { level: 4, name: '누가' });
    screen.getByText(/구매팀 <과장>/);

    const comments = screen.getByRole('list', { name: /댓글/ });
    within(comments).getByText('감사실');
    within(comments).getByText('2025-03-10 10:05');
    expect(comments.querySelector('br')).toBeTruthy();
    screen.getByRole('button', { name: '메모.pdf 내려받기' });
    expect(screen.getByRole('main').textContent).toContain('처리완료 후 1개월이 지나면');
  });

  it('shows the handling steps with the date each was reached, the next ones not yet, and the last reply', async () => {
    stubApi({ [MY_POST]: post() });
    renderRoute('/inquirypage');
    const region = await screen.findByRole('region', { name: '처리 진행 상황' });
    const steps = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '제보 접수완료 2025-03-04',
      '접수완료완료 2025-03-04',
      '처리중완료 2025-03-05 (현재 단계)',
      '처리완료진행 전',
    ]);
    expect(within(region).getAllByRole('listitem')[2]?.getAttribute('aria-current')).toBe('step');
    within(region).getByText(/감사실 마지막 답변/);
    within(region).getByText('2025-03-04 15:05');
  });

  it('says when the audit office has not answered yet', async () => {
    stubApi({ [MY_POST]: post({ timeline: { ...TIMELINE, lastReplyDate: null } }) });
    renderRoute('/inquirypage');
    const region = await screen.findByRole('region', { name: '처리 진행 상황' });
    within(region).getByText('아직 감사실 답변이 없습니다.');
  });

  it('posts a comment after confirmation and reloads the report', async () => {
    const user = userEvent.setup();
    const { alert, confirm } = stubDialogs();
    let current = post();
    const fetchMock = stubApi({
      [MY_POST]: () => jsonResponse(200, current),
      [COMMENT]: (init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { content: string };
        const comment = {
          id: 2,
          content: body.content,
          createdDate: '2025-03-11T00:00:00.000Z',
          canUpdateComment: false,
          user: { name: '제보자', role: 'ROLE_USER' as const },
        };
        current = { ...current, comments: [...current.comments, comment], commentCount: 2 };
        return jsonResponse(200, comment);
      },
    });
    renderRoute('/inquirypage');
    const box = await screen.findByRole('textbox', { name: '댓글 입력' });

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(alert).toHaveBeenLastCalledWith('내용을 입력해주세요.');
    expect(callsTo(fetchMock, COMMENT)).toHaveLength(0);

    await user.type(box, '  추가 자료를 첨부합니다.  ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(confirm).toHaveBeenCalledWith('댓글을 등록하시겠습니까?');
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('댓글이 등록되었습니다.'));
    expect(JSON.parse(String(callsTo(fetchMock, COMMENT)[0]?.body))).toEqual({
      content: '추가 자료를 첨부합니다.',
      postId: 7,
    });
    await screen.findByText('추가 자료를 첨부합니다.');
    screen.getByText('제보자');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('hides the comment input once the report is completed', async () => {
    stubApi({
      [MY_POST]: post({
        status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
        completedDate: '2025-04-01T03:00:00.000Z',
      }),
    });
    renderRoute('/inquirypage');
    await screen.findByText(COMMENT_MESSAGES.completed);
    expect(screen.queryByRole('textbox', { name: '댓글 입력' })).toBeNull();
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
    screen.getByText('이 제보는 2025-05-01까지 조회하실 수 있습니다.');
  });

  it('downloads the attachment with the token under its own name', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [MY_POST]: post(),
      'GET /api/informant/attachfile': () => new Response(new Blob(['%PDF']), { status: 200 }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report-file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoute('/inquirypage');
    await user.click(await screen.findByRole('button', { name: '메모.pdf 내려받기' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('메모.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:report-file');
    const [init] = callsTo(fetchMock, 'GET /api/informant/attachfile');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('ends the look-up: the session is ended on the server and the token removed', async () => {
    const user = userEvent.setup();
    stubDialogs();
    const fetchMock = stubApi({ [MY_POST]: post(), 'POST /api/informant/signout': { ok: true } });
    const { router } = renderRoute('/inquirypage');
    await user.click(await screen.findByRole('button', { name: '조회 종료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportinquiry'));
    const [signout] = callsTo(fetchMock, 'POST /api/informant/signout');
    expect(new Headers(signout?.headers).get('authorization')).toBe('Bearer tok-1');
    expect(sessionStorage.getItem('reporterToken')).toBeNull();
  });

  it("alerts the server's message and returns to the look-up when the report is closed", async () => {
    const { alert } = stubDialogs();
    stubApi({
      [MY_POST]: () => jsonResponse(403, { message: REPORTER_MESSAGES.closed, code: 'FORBIDDEN' }),
    });
    const { router } = renderRoute('/inquirypage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportinquiry'));
    expect(alert).toHaveBeenCalledWith(REPORTER_MESSAGES.closed);
    expect(sessionStorage.getItem('reporterToken')).toBeNull();
  });
});
