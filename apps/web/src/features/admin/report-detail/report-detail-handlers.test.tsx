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
  canSetExclusions: false,
  ...over,
});
const exclusions: ExclusionsView = {
  exclusions: [{ ...park, excludedBy: { name: '김감사' }, createdDate: '2025-03-05T00:30:00.000Z' }],
  candidates: [lee, park],
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
    // Without the right to set exclusions, the section is not there (the server would answer 403).
    expect(screen.queryByRole('heading', { name: '열람 제외' })).toBeNull();
    expect(callsTo(fetchMock, EXCLUSIONS)).toHaveLength(0);
  });

  it('lets a handler set exclusions after confirmation, and shows the server refusal', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      [ASSIGNEES]: assignees({ canSetExclusions: true }),
      [EXCLUSIONS]: exclusions,
      'PUT /api/admin/posts/42/exclusions': () =>
        jsonResponse(400, { message: HANDLER_MESSAGES.notCandidate, code: 'VALIDATION_FAILED' }),
    });
    const user = userEvent.setup();
    await renderDetail();
    const excluded = await waitFor(() => section('열람 제외'));
    await within(excluded).findByRole('list', { name: '현재 열람 제외' });
    within(excluded).getByText('(김감사 지정, 2025-03-05 09:30)');
    const group = within(excluded).getByRole('group', { name: '열람 제외할 관리자 선택' });
    expect(
      (within(group).getByRole('checkbox', { name: '박팀장 (푸드 감사팀)' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(group).getByRole('checkbox', { name: '이감사 (본사 감사팀)' }));
    await user.click(within(excluded).getByRole('button', { name: '열람 제외 저장' }));
    expect(await answerPageDialog()).toBe('선택한 관리자를 이 제보의 열람에서 제외하시겠습니까?');
    expect(await answerPageDialog()).toBe(HANDLER_MESSAGES.notCandidate);
    expect(body(callsTo(fetchMock, 'PUT /api/admin/posts/42/exclusions')[0])).toEqual({
      adminUserIds: [9, 8],
    });
  });
});
