import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, columnHeaders, queryOf, SIGNED_IN_API, signIn } from '../../../admin-test-fixtures.ts';
import { jsonResponse, renderRoute, stubApi } from '../../../test-utils.tsx';

const LOG = {
  content: [
    {
      id: 9,
      loginId: 'auditor',
      modifiedDate: '2025-03-05T00:30:00.000Z',
      ip: '203.0.113.7',
      success: true,
      secondFactor: 'TOTP',
    },
    {
      id: 8,
      loginId: 'auditor',
      modifiedDate: '2025-03-04T15:10:00.000Z',
      ip: '203.0.113.7',
      success: false,
      secondFactor: null,
    },
  ],
  totalElements: 12,
  totalPages: 2,
  number: 0,
};

describe('/admininquiry', () => {
  it('lists the sign-ins: number, id, Korean date-time, IP, result', async () => {
    signIn();
    stubApi({ ...SIGNED_IN_API, 'GET /api/admin/loginlog': LOG });
    renderRoute('/admininquiry');
    const table = await screen.findByRole('table', { name: /관리자 접속 기록: 총 12건, 1 \/ 2 페이지/ });
    expect(columnHeaders(table)).toEqual(['번호', '아이디', '접속 일시', 'IP', '결과', '2단계 인증']);
    expect(bodyRows(table)).toEqual([
      ['12', 'auditor', '2025-03-05 09:30', '203.0.113.7', '성공', '인증 앱'],
      ['11', 'auditor', '2025-03-05 00:10', '203.0.113.7', '실패', '-'],
    ]);
  });

  it('pages with the pager (zero-based page in the request)', async () => {
    signIn();
    const fetchMock = stubApi({
      ...SIGNED_IN_API,
      'GET /api/admin/loginlog': (_init: RequestInit, url: string) =>
        jsonResponse(200, { ...LOG, number: Number(queryOf(url).page) }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admininquiry');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2 페이지' }).getAttribute('aria-current')).toBe('page'),
    );
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('loginlog'));
    expect(urls.map((u) => queryOf(u).page)).toEqual(['0', '1']);
    expect(router.state.location.search).toBe('?page=2');
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]?.textContent).toBe('2');
  });

  it('says when there is nothing yet', async () => {
    signIn();
    stubApi({
      ...SIGNED_IN_API,
      'GET /api/admin/loginlog': { content: [], totalElements: 0, totalPages: 0, number: 0 },
    });
    renderRoute('/admininquiry');
    await screen.findByText('접속 기록이 없습니다.');
  });
});
