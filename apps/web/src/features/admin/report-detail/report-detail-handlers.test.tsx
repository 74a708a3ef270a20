import { type AssigneesView, type ExclusionsView, HANDLER_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postDetail } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

const ASSIGNEES = 'GET /api/admin/posts/42/assignees';
const EXCLUSIONS = 'GET /api/admin/posts/42/exclusions';
const kim = { adminUserId: 7, name: '김감사', groupName: '푸드 감사팀' };
const lee = { adminUserId: 8, name: '이감사', groupName: '본사 감사팀' };
const park = { adminUserId: 9, name: '박팀장', groupName: '푸드 감사팀' };

const assignees = (over: Partial<AssigneesView> = {}): AssigneesView => ({
  assignees: [kim],
  candidates: [kim, lee, park],
  canRequestExclusions: false,
  ...over,
});
const choi = { adminUserId: 10, name: '최대리', groupName: '푸드 감사팀' };
const exclusions: ExclusionsView = {
  // In force: decided by the 감사 책임 그룹 (its admin 이관리).
  exclusions: [{ ...park, excludedBy: { name: '이관리' }, createdDate: '2025-03-05T00:30:00.000Z' }],
  // Asked for by a handler, not in force yet.
  requests: [{ ...choi, requestedBy: { name: '김감사' }, createdDate: '2025-03-06T01:00:00.000Z' }],
  candidates: [lee, choi],
};

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

// 담당자 and 열람 제외 on /admininquirypage.
describe('/admininquirypage handlers and exclusions', () => {
  it("shows the handlers, the reporter's note of who must not see the report, and saves a new choice", async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      [ASSIGNEES]: assignees(),
      'PUT /api/admin/posts/42/assignees': (init: RequestInit) =>
        jsonResponse(
          200,
          assignees({ assignees: [kim, lee].filter((a) => body(init).adminUserIds.includes(a.adminUserId)) }),
        ),
    });
    const user = userEvent.setup();
    await renderDetail();
    const handlers = await waitFor(() => section('담당자'));
    within(handlers).getByText('제보자가 적은 "이 제보를 보지 않아야 할 사람"');
    within(handlers).getByText('구매팀 이○○ 팀장');
    await within(handlers).findByRole('list', { name: '현재 담당자' });
    const group = within(handlers).getByRole('group', { name: '담당자 선택' });
    expect(
      (within(group).getByRole('checkbox', { name: '김감사 (푸드 감사팀)' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(group).getByRole('checkbox', { name: '이감사 (본사 감사팀)' }));
    await user.click(within(handlers).getByRole('button', { name: '담당자 저장' }));
    await within(handlers).findByText('담당자가 저장되었습니다.');
    const [put] = callsTo(fetchMock, 'PUT /api/admin/posts/42/assignees');
    expect(body(put)).toEqual({ adminUserIds: [7, 8] });
    // Without the right to ask for exclusions (not a handler), the section is not there (the server would answer 403).
    expect(screen.queryByRole('heading', { name: '열람 제외' })).toBeNull();
    expect(callsTo(fetchMock, EXCLUSIONS)).toHaveLength(0);
  });

  it('shows a handler the exclusions in force and the requests waiting, and saves a new request set', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      [ASSIGNEES]: assignees({ canRequestExclusions: true }),
      [EXCLUSIONS]: exclusions,
      'PUT /api/admin/posts/42/exclusions': (init: RequestInit) =>
        jsonResponse(200, {
          ...exclusions,
          requests: [lee, choi]
            .filter((a) => body(init).adminUserIds.includes(a.adminUserId))
            .map((a) => ({ ...a, requestedBy: { name: '김감사' }, createdDate: '2025-03-07T01:00:00.000Z' })),
        }),
    });
    const user = userEvent.setup();
    await renderDetail();
    const excluded = await waitFor(() => section('열람 제외'));
    // The section says that a handler asks and the 감사 책임 그룹 decides, and only it lifts an exclusion.
    expect(excluded.textContent).toContain('담당자는 열람 제외를 요청하고, 감사 책임 그룹이 결정합니다.');
    expect(excluded.textContent).toContain('결정된 열람 제외는 감사 책임 그룹만 해제할 수 있습니다.');
    const inForce = await within(excluded).findByRole('list', { name: '현재 열람 제외' });
    expect(inForce.textContent).toBe('박팀장 (푸드 감사팀) (감사 책임 그룹 결정(이관리), 2025-03-05 09:30)');
    const waiting = within(excluded).getByRole('list', { name: '결정 대기 중인 열람 제외 요청' });
    expect(waiting.textContent).toBe('최대리 (푸드 감사팀) 결정 대기 (김감사 요청, 2025-03-06 10:00)');

    // The picker holds the pending requests; an exclusion in force is not there to untick.
    const group = within(excluded).getByRole('group', { name: '열람 제외를 요청할 관리자 선택' });
    expect(
      within(group)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((box) => [box.labels?.[0]?.textContent, box.checked]),
    ).toEqual([
      ['최대리 (푸드 감사팀)', true],
      ['이감사 (본사 감사팀)', false],
    ]);
    await user.click(within(group).getByRole('checkbox', { name: '이감사 (본사 감사팀)' }));
    await user.click(within(excluded).getByRole('button', { name: '열람 제외 요청 저장' }));
    expect(await answerPageDialog()).toBe('선택한 관리자의 열람 제외를 감사 책임 그룹에 요청하시겠습니까?');
    await within(excluded).findByText(HANDLER_MESSAGES.exclusionsSaved);
    expect(body(callsTo(fetchMock, 'PUT /api/admin/posts/42/exclusions')[0])).toEqual({
      adminUserIds: [10, 8],
    });
    // The requests shown are the server's answer; the exclusion in force is untouched.
    expect(
      within(excluded).getByRole('list', { name: '결정 대기 중인 열람 제외 요청' }).textContent,
    ).toContain('이감사 (본사 감사팀) 결정 대기');
    expect(within(excluded).getByRole('list', { name: '현재 열람 제외' }).textContent).toContain('박팀장');
  });

  it('asks for confirmation before withdrawing a request, and shows the server refusal', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      [ASSIGNEES]: assignees({ canRequestExclusions: true }),
      [EXCLUSIONS]: exclusions,
      'PUT /api/admin/posts/42/exclusions': () =>
        jsonResponse(400, { message: HANDLER_MESSAGES.notCandidate, code: 'VALIDATION_FAILED' }),
    });
    const user = userEvent.setup();
    await renderDetail();
    const excluded = await waitFor(() => section('열람 제외'));
    const group = await within(excluded).findByRole('group', { name: '열람 제외를 요청할 관리자 선택' });
    await user.click(within(group).getByRole('checkbox', { name: '최대리 (푸드 감사팀)' }));
    await user.click(within(excluded).getByRole('button', { name: '열람 제외 요청 저장' }));
    expect(await answerPageDialog()).toBe('선택한 관리자의 열람 제외를 감사 책임 그룹에 요청하시겠습니까?');
    expect(await answerPageDialog()).toBe(HANDLER_MESSAGES.notCandidate);
    expect(body(callsTo(fetchMock, 'PUT /api/admin/posts/42/exclusions')[0])).toEqual({ adminUserIds: [] });
    expect(within(excluded).queryByText(HANDLER_MESSAGES.exclusionsSaved)).toBeNull();
  });
});
