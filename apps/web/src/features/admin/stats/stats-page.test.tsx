import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryOf, SYSADMIN_SIGNED_IN_API, signIn } from '../../../admin-test-fixtures.ts';
import { jsonResponse, renderRoute, stubApi } from '../../../test-utils.tsx';

const STATS = {
  from: '2025-12-01',
  to: '2026-11-25',
  total: 3,
  byCompany: [
    { code: 'A', title: '가람전자', count: 2 },
    { code: 'B', title: '가람푸드', count: 1 },
  ],
  byType: [{ code: 'BRIBE', title: '금품수수', count: 3 }],
  byStatus: [
    { code: 'WAITING', title: '접수대기', count: 2 },
    { code: 'RECEIVED', title: '접수', count: 0 },
    { code: 'IN_PROGRESS', title: '처리중', count: 0 },
    { code: 'COMPLETED', title: '처리완료', count: 1 },
  ],
  byMonth: [
    { month: '2026-10', count: 0 },
    { month: '2026-11', count: 3 },
  ],
  medianDaysToAcknowledgement: 6,
  medianDaysToCompletion: null,
  acknowledgementDays: 7,
  feedbackMonths: 3,
  acknowledgement: { metOnTime: 1, metLate: 1, missed: 1, running: 0 },
  feedback: { metOnTime: 0, metLate: 0, missed: 0, running: 3 },
  acknowledgedInTimeShare: 1 / 3,
  answeredInTimeShare: null,
  overdueNow: 1,
};

/** Each body row's cells, its header cell included. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('/adminstats', () => {
  it('shows the figures and, beside each chart, its table', async () => {
    signIn();
    stubApi({
      ...SYSADMIN_SIGNED_IN_API,
      'GET /api/admin/stats': STATS,
      'GET /api/admin/companyTypeMaps/combo': [],
    });
    renderRoute('/adminstats');
    const summary = await screen.findByRole('region', { name: /요약/ });
    const figures = within(summary)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['제보 건수', '3'],
      ['접수 확인까지 걸린 기간 (중앙값)', '6일'],
      ['처리 완료까지 걸린 기간 (중앙값)', '해당 없음'],
      ['7일 이내 접수 확인 비율', '3건 중 1건 (33.3%)'],
      ['접수 확인 후 3개월 이내 처리 결과 회신 비율', '해당 없음 (진행 중 3건)'],
      ['현재 처리기한 경과', '1'],
    ]);
    // The clocks' outcomes, each report once: met on time, late, missed, running, and their total.
    expect(rowsOf(screen.getByRole('table', { name: '처리기한 준수' }))).toEqual([
      ['접수 확인 (7일)', '1', '1', '1', '0', '3'],
      ['처리 결과 회신 (접수 확인 후 3개월)', '0', '0', '0', '3', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '회사별 제보' }))).toEqual([
      ['가람전자', '2'],
      ['가람푸드', '1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '월별 제보' }))).toEqual([
      ['2026-10', '0'],
      ['2026-11', '3'],
    ]);
    // Each chart is an image named with its values, for those who cannot see it.
    expect(
      screen.getByRole('img', { name: /처리상태별 제보 막대그래프: 접수대기 2건, 접수 0건/ }),
    ).toBeTruthy();
  });

  it('asks for the period and company chosen, and keeps them in the address', async () => {
    signIn();
    const fetchMock = stubApi({
      ...SYSADMIN_SIGNED_IN_API,
      'GET /api/admin/stats': (_init: RequestInit, url: string) =>
        jsonResponse(200, {
          ...STATS,
          from: queryOf(url).from || STATS.from,
          to: queryOf(url).to || STATS.to,
        }),
      'GET /api/admin/companyTypeMaps/combo': [{ code: 'A', title: '가람전자' }],
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/adminstats');
    const from = (await screen.findByLabelText('시작일')) as HTMLInputElement;
    // Empty until the server says which period its defaults make.
    await waitFor(() => expect(from.value).toBe('2025-12-01'));
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await screen.findByRole('option', { name: '가람전자' });
    await user.selectOptions(screen.getByLabelText('회사'), 'A');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-11-25&companyType=A'),
    );
    const asked = () =>
      fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/stats'));
    await waitFor(() =>
      expect(queryOf(asked().at(-1) ?? '')).toMatchObject({ from: '2026-01-01', companyType: 'A' }),
    );
  });
});
