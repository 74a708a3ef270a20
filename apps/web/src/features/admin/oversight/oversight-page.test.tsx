import {
  HANDLER_MESSAGES,
  OVERSIGHT_MESSAGES,
  type OverseenReport,
  type OverseenReportRow,
} from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, bodyRows, columnHeaders, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

const LIST = 'GET /api/admin/oversight/posts';
const REPORT = 'GET /api/admin/oversight/posts/42';
const kim = { adminUserId: 7, name: '김감사', groupName: '푸드 감사팀' };
const lee = { adminUserId: 8, name: '이감사', groupName: '푸드 감사팀' };
const park = { adminUserId: 9, name: '박팀장', groupName: '푸드 감사팀' };
const choi = { adminUserId: 10, name: '최대리', groupName: '푸드 감사팀' };

const row = (over: Partial<OverseenReportRow> = {}): OverseenReportRow => ({
  id: 42,
  caseNumber: '2025-A7K3',
  companyTitle: '가람누리푸드',
  reportTypeTitle: '금품·향응 수수',
  createdDate: '2025-03-03T23:30:00.000Z',
  statusCode: 'WAITING',
  statusTitle: '접수대기',
  held: true,
  handlerCount: 0,
  exclusionCount: 0,
  requestCount: 1,
  ...over,
});
const held = row();
const handled = row({
  id: 17,
  caseNumber: '2025-M9PQ',
  companyTitle: '가람누리홀딩스',
  reportTypeTitle: '성희롱·괴롭힘',
  createdDate: '2025-02-01T02:00:00.000Z',
  statusCode: 'IN_PROGRESS',
  statusTitle: '처리중',
  held: false,
  handlerCount: 2,
  exclusionCount: 1,
  requestCount: 0,
});
const page = (n: number) => ({
  attention: [held],
  content:
    n === 0 ? [held, handled] : [row({ id: 3, caseNumber: '2025-X3WD', held: false, requestCount: 0 })],
  totalElements: 21,
  totalPages: 2,
  number: n,
});

/** Report 42 as its oversight sees it: held, the reporter's note, one exclusion in force and one request. */
const report = (over: Partial<OverseenReport> = {}): OverseenReport => ({
  ...held,
  exclusionCount: 1,
  excludedPersons: '구매팀 박○○ 팀장',
  heldSince: '2025-03-03T23:30:00.000Z',
  assignees: [kim],
  exclusions: [{ ...lee, excludedBy: { name: '이관리' }, createdDate: '2025-03-04T00:00:00.000Z' }],
  requests: [{ ...park, requestedBy: { name: '김감사' }, createdDate: '2025-03-05T00:30:00.000Z' }],
  candidates: [kim, lee, park, choi],
  ...over,
});

const listAnswer = (_init: RequestInit, url: string) =>
  jsonResponse(200, page(Number(new URL(url, 'http://x').searchParams.get('page') ?? 0)));
const detail = () =>
  screen.getByRole('heading', { name: '사건번호 2025-A7K3 제보 감독', level: 2 }).closest('section')!;
const body = (init: RequestInit) => JSON.parse(String(init.body));

describe('/adminoversight', () => {
  it('lists the reports waiting for a decision and every report, page by page', async () => {
    const { fetchMock, user } = renderAsSysadmin('/adminoversight', { [LIST]: listAnswer });
    const attention = await screen.findByRole('table', { name: '결정이 필요한 제보: 1건' });
    expect(columnHeaders(attention)).toEqual([
      '사건번호',
      '회사',
      '유형',
      '접수일',
      '처리상태',
      '담당자',
      '열람 제외',
      '제외 요청',
    ]);
    expect(bodyRows(attention)).toEqual([
      ['2025-A7K3', '가람누리푸드', '금품·향응 수수', '2025-03-04', '접수대기보류', '0명', '0명', '1명'],
    ]);
    const all = screen.getByRole('table', { name: '전체 제보: 총 21건, 1 / 2 페이지' });
    expect(bodyRows(all)[1]).toEqual([
      '2025-M9PQ',
      '가람누리홀딩스',
      '성희롱·괴롭힘',
      '2025-02-01',
      '처리중',
      '2명',
      '1명',
      '0명',
    ]);
    // No report content reaches this screen: no title column, no detail call of the reports area.
    expect(callsTo(fetchMock, 'GET /api/admin/posts/42')).toHaveLength(0);

    await user.click(
      within(screen.getByRole('navigation', { name: '전체 제보 페이지' })).getByRole('button', {
        name: '2 페이지',
      }),
    );
    await screen.findByRole('table', { name: '전체 제보: 총 21건, 2 / 2 페이지' });
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/oversight/posts')),
    ).toEqual(['/api/admin/oversight/posts?page=0', '/api/admin/oversight/posts?page=1']);
  });

  it("selecting a row shows the report's oversight: the reporter's note, handlers, exclusions and requests", async () => {
    const { user, router } = renderAsSysadmin('/adminoversight', { [LIST]: listAnswer, [REPORT]: report() });
    const attention = await screen.findByRole('table', { name: '결정이 필요한 제보: 1건' });
    await user.click(within(attention).getByRole('link', { name: '사건번호 2025-A7K3 제보 감독 정보 보기' }));
    const panel = await waitFor(detail);
    expect(router.state.location.search).toBe('?id=42');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('사건번호 2025-A7K3 제보 감독'));
    await within(panel).findByText('제보자가 적은 "이 제보를 보지 않아야 할 사람"');
    within(panel).getByText('구매팀 박○○ 팀장');
    expect(within(panel).getByRole('list', { name: '현재 담당자' }).textContent).toBe('김감사 (푸드 감사팀)');
    expect(within(panel).getByRole('list', { name: '현재 열람 제외' }).textContent).toContain(
      '이감사 (푸드 감사팀) (감사 책임 그룹 결정(이관리), 2025-03-04 09:00)',
    );
    expect(within(panel).getByRole('list', { name: '결정 대기 중인 열람 제외 요청' }).textContent).toBe(
      '박팀장 (푸드 감사팀) 결정 대기 (김감사 요청, 2025-03-05 09:30)',
    );
    // The held report says that the company team neither sees it nor is told of it until it is released.
    expect(panel.textContent).toContain(
      '회사 감사팀은 전달하기 전까지 이 제보를 볼 수 없고 알림도 받지 않습니다.',
    );

    await user.click(within(panel).getByRole('button', { name: '감독 정보 닫기' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: '사건번호 2025-A7K3 제보 감독' })).toBeNull();
  });

  it('decides the exclusions with the pending request ticked: saving grants it, unticking refuses it', async () => {
    const { fetchMock, user } = renderAsSysadmin('/adminoversight?id=42', {
      [LIST]: listAnswer,
      [REPORT]: report({ held: false, heldSince: null, excludedPersons: null }),
      'PUT /api/admin/oversight/posts/42/exclusions': (init: RequestInit) =>
        jsonResponse(
          200,
          report({
            held: false,
            excludedPersons: null,
            requests: [],
            exclusions: [lee, park, choi]
              .filter((a) => body(init).adminUserIds.includes(a.adminUserId))
              .map((a) => ({
                ...a,
                excludedBy: { name: '이관리' },
                createdDate: '2025-03-06T00:00:00.000Z',
              })),
          }),
        ),
    });
    const panel = await waitFor(detail);
    // Without a note or a hold, neither box is there.
    await within(panel).findByRole('list', { name: '현재 담당자' });
    expect(within(panel).queryByText(/제보자가 적은/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: '회사 감사팀에 전달' })).toBeNull();

    const decide = within(panel).getByRole('group', { name: '열람 제외할 관리자 결정' });
    const boxes = () =>
      within(decide)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((box) => [box.labels?.[0]?.textContent, box.checked]);
    expect(boxes()).toEqual([
      ['이감사 (푸드 감사팀)', true],
      ['박팀장 (푸드 감사팀) 제외 요청: 김감사', true],
      ['김감사 (푸드 감사팀)', false],
      ['최대리 (푸드 감사팀)', false],
    ]);
    await user.click(within(panel).getByRole('button', { name: '열람 제외 결정 저장' }));
    expect(await answerPageDialog()).toMatch(/체크하지 않은 요청은 반려하시겠습니까/);
    await within(panel).findByText('열람 제외 결정이 저장되었습니다.');
    const puts = () => callsTo(fetchMock, 'PUT /api/admin/oversight/posts/42/exclusions').map(body);
    expect(puts()).toEqual([{ adminUserIds: [8, 9] }]);
    expect(within(panel).getByRole('list', { name: '현재 열람 제외' }).textContent).toContain('박팀장');
    expect(within(panel).queryByRole('list', { name: '결정 대기 중인 열람 제외 요청' })).toBeNull();

    // Unticking lifts (or refuses) it; cancelling the confirmation sends nothing.
    await user.click(within(decide).getByRole('checkbox', { name: /박팀장/ }));
    await user.click(within(panel).getByRole('button', { name: '열람 제외 결정 저장' }));
    await answerPageDialog(false);
    expect(puts()).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: '열람 제외 결정 저장' }));
    await answerPageDialog();
    await waitFor(() => expect(puts()).toEqual([{ adminUserIds: [8, 9] }, { adminUserIds: [8] }]));
  });

  it('changes the handlers, and shows the server refusal', async () => {
    const { fetchMock, user } = renderAsSysadmin('/adminoversight?id=42', {
      [LIST]: listAnswer,
      [REPORT]: report(),
      'PUT /api/admin/oversight/posts/42/assignees': () =>
        jsonResponse(400, { message: HANDLER_MESSAGES.excludedHandler, code: 'VALIDATION_FAILED' }),
    });
    const panel = await waitFor(detail);
    const pick = await within(panel).findByRole('group', { name: '담당자 선택' });
    await user.click(within(pick).getByRole('checkbox', { name: '최대리 (푸드 감사팀)' }));
    await user.click(within(panel).getByRole('button', { name: '담당자 저장' }));
    expect(await answerPageDialog()).toBe(HANDLER_MESSAGES.excludedHandler);
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/admin/oversight/posts/42/assignees')[0])).toEqual({
      adminUserIds: [7, 10],
    });
  });

  it('releases a held report to the company team after a confirmation', async () => {
    const { fetchMock, user } = renderAsSysadmin('/adminoversight?id=42', {
      [LIST]: listAnswer,
      [REPORT]: report(),
      'POST /api/admin/oversight/posts/42/release': report({ held: false, heldSince: null }),
    });
    const panel = await waitFor(detail);
    const release = await within(panel).findByRole('button', { name: '회사 감사팀에 전달' });
    await user.click(release);
    expect(await answerPageDialog(false)).toMatch(/^이 제보를 회사 감사팀에 전달하시겠습니까\?/);
    expect(callsTo(fetchMock, 'POST /api/admin/oversight/posts/42/release')).toHaveLength(0);
    await user.click(release);
    await answerPageDialog();
    expect(await answerPageDialog()).toBe(OVERSIGHT_MESSAGES.released);
    expect(callsTo(fetchMock, 'POST /api/admin/oversight/posts/42/release')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: '회사 감사팀에 전달' })).toBeNull();
    // The lists are asked again, so the 보류 mark and the counts follow.
    await waitFor(() => expect(callsTo(fetchMock, LIST).length).toBeGreaterThan(1));
  });

  it('says so when the report is not one the group oversees', async () => {
    renderAsSysadmin('/adminoversight?id=42', {
      [LIST]: listAnswer,
      [REPORT]: () => jsonResponse(404, { message: '제보를 찾을 수 없습니다.', code: 'NOT_FOUND' }),
    });
    expect(await answerPageDialog()).toBe('제보를 찾을 수 없습니다.');
    // Not read, the report has no case number to show: the panel is headed without one.
    const panel = screen.getByRole('heading', { name: '제보 감독', level: 2 }).closest('section')!;
    expect(within(panel).getByRole('alert').textContent).toBe('제보를 찾을 수 없습니다.');
  });

  it('refuses an id that is not a report number without asking the server', async () => {
    const { fetchMock } = renderAsSysadmin('/adminoversight?id=abc', { [LIST]: listAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '잘못된 접근입니다. 목록에서 제보를 선택해주세요.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/oversight/posts/'))).toBe(false);
  });
});
