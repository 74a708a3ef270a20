import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN,
  bodyRows,
  columnHeaders,
  postsResponse,
  queryOf,
} from '../../../admin-test-fixtures.ts';
import { answerPageDialog, jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { postQueries, renderList, stubList } from './report-list-test-utils.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/adminreport', () => {
  it('shows the status counts, each a toggle button (all reports shown: 전체 pressed)', async () => {
    stubList();
    await renderList();
    const counts = screen.getByRole('region', { name: '처리상태별 제보 건수' });
    const cards = within(counts)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(cards).toEqual([
      ['전체25건', 'true'],
      ['접수대기7건', 'false'],
      ['접수완료6건', 'false'],
      ['처리중5건', 'false'],
      ['처리완료7건', 'false'],
      ['기한 경과4건', 'false'],
    ]);
  });

  it('lists the rows: running number, case number, company, Korean date, status badge, type, title with comment count', async () => {
    stubList();
    await renderList();
    const table = screen.getByRole('table');
    within(table).getByText(/제보 목록: 총 25건, 1 \/ 3 페이지/);
    expect(columnHeaders(table)).toEqual([
      '번호',
      '사건번호',
      '회사',
      '접수일',
      '처리상태',
      '제보유형',
      '처리기한',
      '제목',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = bodyRows(table);
    expect(cells[0]).toEqual([
      '25',
      '2025-A7K3',
      '가람누리푸드',
      '2025-03-04',
      '접수대기',
      '금품·향응 수수',
      '2025-03-11기한 경과',
      '납품업체 선정 과정의 금품 수수 [3]댓글 3개',
    ]);
    expect(cells[1]?.[6]).toBe('-진행 중인 기한 없음');
    expect(cells[1]?.slice(0, 2)).toEqual(['24', '2025-HQ4R']);
    expect(cells[1]?.[4]).toBe('처리완료');
    const badge = within(rows[0]!).getByText('접수대기');
    expect(badge.className).toContain('admin-status-WAITING');
    const link = within(rows[0]!).getByRole('link', { name: '납품업체 선정 과정의 금품 수수' });
    expect(link.getAttribute('href')).toBe('/admininquirypage?id=42');
  });

  it('numbers rows of a later page from the total down', async () => {
    stubList({ 'GET /api/admin/posts': postsResponse({ number: 2 }) });
    await renderList('/adminreport?page=3');
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell')[0]?.textContent).toBe('5');
  });

  it('opens the detail on a row click, and 목록 there returns to the same list', async () => {
    stubList({
      'GET /api/admin/posts/42': () =>
        jsonResponse(404, { message: '요청하신 제보를 찾을 수 없습니다.', code: 'NOT_FOUND' }),
      'GET /api/commons/post-statuses': [],
    });
    const user = userEvent.setup();
    const { router } = await renderList('/adminreport?sort=commentCreatedDate%2Cdesc&page=2');
    await user.click(screen.getByText('가람누리푸드', { selector: 'td' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admininquirypage'));
    expect(router.state.location.search).toBe('?id=42');
    await user.click(await screen.findByRole('button', { name: '목록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminreport'));
    expect(router.state.location.search).toBe('?sort=commentCreatedDate%2Cdesc&page=2');
  });

  it('sends the company filter, sort, keyword and page, and keeps them in the URL', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList();
    expect(postQueries(fetchMock)[0]).toEqual({
      companyType: '',
      page: '0',
      sort: 'createdDate,desc',
      keyword: '',
      due: '',
      assignee: '',
      postStatus: '',
    });

    const company = screen.getByLabelText('회사') as HTMLSelectElement;
    expect([...company.options].map((o) => o.textContent)).toEqual([
      '전체 회사',
      '가람누리홀딩스',
      '가람누리푸드',
    ]);
    await user.selectOptions(company, 'GARAM_FOODS');
    await waitFor(() => expect(postQueries(fetchMock).at(-1)?.companyType).toBe('GARAM_FOODS'));

    const sort = screen.getByLabelText('정렬') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual(['최신순', '댓글 최신순', '처리기한 임박순']);
    await user.selectOptions(sort, 'commentCreatedDate,desc');
    await waitFor(() => expect(postQueries(fetchMock).at(-1)?.sort).toBe('commentCreatedDate,desc'));

    await user.type(screen.getByLabelText('검색어'), ' 1234-5678 ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(postQueries(fetchMock).at(-1)?.keyword).toBe('1234-5678'));

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() =>
      expect(postQueries(fetchMock).at(-1)).toEqual({
        companyType: 'GARAM_FOODS',
        page: '2',
        sort: 'commentCreatedDate,desc',
        keyword: '1234-5678',
        due: '',
        assignee: '',
        postStatus: '',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      companyType: 'GARAM_FOODS',
      sort: 'commentCreatedDate,desc',
      keyword: '1234-5678',
      page: '3',
    });

    // A new filter starts at the first page again.
    await user.selectOptions(screen.getByLabelText('회사'), '');
    await waitFor(() => expect(postQueries(fetchMock).at(-1)).toMatchObject({ companyType: '', page: '0' }));
  });

  it('filters by due date (전체, 기한 경과, 7일 이내) and sorts by it, keeping both in the URL', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList();
    const due = screen.getByLabelText('처리기한') as HTMLSelectElement;
    expect([...due.options].map((o) => o.textContent)).toEqual(['전체', '기한 경과', '7일 이내']);
    await user.selectOptions(due, 'overdue');
    await waitFor(() => expect(postQueries(fetchMock).at(-1)?.due).toBe('overdue'));
    await user.selectOptions(screen.getByLabelText('정렬'), 'dueDate,asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=dueDate%2Casc&due=overdue'));
    await waitFor(() =>
      expect(postQueries(fetchMock).at(-1)).toMatchObject({ due: 'overdue', sort: 'dueDate,asc' }),
    );
  });

  it('reads the state from the URL, so back and forward restore it', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList(
      '/adminreport?companyType=GARAM_FOODS&keyword=%EB%82%A9%ED%92%88&page=2',
    );
    expect(postQueries(fetchMock)[0]).toEqual({
      companyType: 'GARAM_FOODS',
      page: '1',
      sort: 'createdDate,desc',
      keyword: '납품',
      due: '',
      assignee: '',
      postStatus: '',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('회사') as HTMLSelectElement).value).toBe('GARAM_FOODS'),
    );
    expect((screen.getByLabelText('검색어') as HTMLInputElement).value).toBe('납품');

    await user.selectOptions(screen.getByLabelText('정렬'), 'commentCreatedDate,desc');
    await waitFor(() => expect(router.state.location.search).toContain('sort='));
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByLabelText('정렬') as HTMLSelectElement).value).toBe('createdDate,desc'),
    );
    // The cached page shows at once; its refetch is sent a moment later.
    await waitFor(() => expect(postQueries(fetchMock).at(-1)?.sort).toBe('createdDate,desc'));
  });

  it('downloads the Excel file of the same filter with the token, named as the server says', async () => {
    const { fetchMock } = stubList({
      'GET /api/admin/posts.xls': () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="______20250305.xlsx"; filename*=UTF-8''${encodeURIComponent('사이버감사실_제보목록_20250305.xlsx')}`,
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    await renderList(
      '/adminreport?companyType=GARAM_FOODS&sort=commentCreatedDate%2Cdesc&keyword=abc&due=overdue&postStatus=RECEIVED&page=2',
    );
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['사이버감사실_제보목록_20250305.xlsx blob:xlsx']));
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/posts.xls'));
    expect(queryOf(String(call?.[0]))).toEqual({
      companyType: 'GARAM_FOODS',
      sort: 'commentCreatedDate,desc',
      keyword: 'abc',
      due: 'overdue',
      assignee: '',
      postStatus: 'RECEIVED',
    });
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows the server message when the export fails', async () => {
    stubList({
      'GET /api/admin/posts.xls': () =>
        jsonResponse(403, { message: '이 메뉴를 사용할 권한이 없습니다.', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(await answerPageDialog()).toBe('이 메뉴를 사용할 권한이 없습니다.');
  });

  it('prints with the browser', async () => {
    const { dialogs } = stubList();
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(dialogs.print).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and shows the server message when the list fails', async () => {
    stubList({ 'GET /api/admin/posts': postsResponse({ content: [], totalElements: 0, totalPages: 0 }) });
    await renderList();
    screen.getByText('조회된 제보가 없습니다.');
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('alerts the server message of a failed list', async () => {
    stubList({
      'GET /api/admin/posts': () =>
        jsonResponse(403, { message: '이 메뉴를 사용할 권한이 없습니다.', code: 'FORBIDDEN' }),
    });
    renderRoute('/adminreport');
    expect(await answerPageDialog()).toBe('이 메뉴를 사용할 권한이 없습니다.');
    await screen.findByRole('button', { name: '다시 시도' });
  });
});
