import { SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, GROUPS, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

type Row = { menuId: number; groupMenuId: number | null; isMapped: boolean; name: string; url: string };

/** The audit team's menus, answered from state the POST and DELETE stubs change, as the server would. */
function auditTeamMenus(): Row[] {
  return [
    { menuId: 1, groupMenuId: 11, isMapped: true, name: '제보 관리', url: '/adminreport' },
    { menuId: 2, groupMenuId: null, isMapped: false, name: '접속 기록', url: '/admininquiry' },
  ];
}

function setup(answers: Record<string, unknown> = {}) {
  const rows = auditTeamMenus();
  return renderAsSysadmin('/admingroupauth', {
    'GET /api/sysadmin/groups': GROUPS,
    'GET /api/sysadmin/GroupMenus/2': () => jsonResponse(200, rows),
    'GET /api/sysadmin/GroupMenus/1': [],
    'POST /api/sysadmin/GroupMenus': (init: RequestInit) => {
      const { menu_id } = bodyOf(init) as { menu_id: number };
      const row = rows.find((r) => r.menuId === menu_id)!;
      Object.assign(row, { isMapped: true, groupMenuId: 20 + menu_id });
      return jsonResponse(200, { message: SYSADMIN_MESSAGES.menuAdded });
    },
    'DELETE /api/sysadmin/GroupMenus/11': () => {
      Object.assign(rows[0]!, { isMapped: false, groupMenuId: null });
      return jsonResponse(200, { message: SYSADMIN_MESSAGES.menuReleased });
    },
    ...answers,
  });
}

async function chooseAuditTeam(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole('region', { name: '그룹 목록' });
  const button = within(list).getByRole('button', { name: '감사팀' });
  await user.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(within(list).getByRole('button', { name: '시스템관리팀' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
  await screen.findByRole('heading', { name: '감사팀 그룹의 메뉴 권한' });
  return screen.findByRole<HTMLInputElement>('checkbox', { name: '제보 관리 (/adminreport)' });
}

describe('/admingroupauth', () => {
  it('lists the groups; choosing one shows its menus as checkboxes', async () => {
    setup();
    const list = await screen.findByRole('region', { name: '그룹 목록' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['시스템관리팀', '감사팀', '폐지된 팀 (미사용)']);
    screen.getByText('그룹 목록에서 권한을 관리할 그룹을 선택해주세요.');
    const user = userEvent.setup();
    const report = await chooseAuditTeam(user);
    expect(report.checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: '접속 기록 (/admininquiry)' }).checked,
    ).toBe(false);
  });

  it('checking grants the menu (POST with menu and group ids), unchecking releases it (DELETE)', async () => {
    const { fetchMock, user } = setup();
    await chooseAuditTeam(user);
    const loginLog = screen.getByRole<HTMLInputElement>('checkbox', { name: '접속 기록 (/admininquiry)' });
    await user.click(loginLog);
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.menuAdded);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/GroupMenus');
    expect(bodyOf(post)).toEqual({ menu_id: 2, user_group_id: 2 });
    await waitFor(() => expect(loginLog.checked).toBe(true));

    const report = screen.getByRole<HTMLInputElement>('checkbox', { name: '제보 관리 (/adminreport)' });
    await user.click(report);
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.menuReleased);
    expect(callsTo(fetchMock, 'DELETE /api/sysadmin/GroupMenus/11')).toHaveLength(1);
    await waitFor(() => expect(report.checked).toBe(false));
  });

  it("a refused release (409) alerts the server's message and puts the check back", async () => {
    const { fetchMock, user } = setup({
      'DELETE /api/sysadmin/GroupMenus/11': () =>
        jsonResponse(409, { message: SYSADMIN_MESSAGES.lastPermissionGroup, code: 'CONFLICT' }),
    });
    const report = await chooseAuditTeam(user);
    await user.click(report);
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    expect(callsTo(fetchMock, 'DELETE /api/sysadmin/GroupMenus/11')).toHaveLength(1);
    expect(report.checked).toBe(true);
  });

  it("a refused grant alerts the server's message and clears the check", async () => {
    const { user } = setup({
      'POST /api/sysadmin/GroupMenus': () =>
        jsonResponse(409, { message: SYSADMIN_MESSAGES.duplicateMenuMapping, code: 'CONFLICT' }),
    });
    await chooseAuditTeam(user);
    const loginLog = screen.getByRole<HTMLInputElement>('checkbox', { name: '접속 기록 (/admininquiry)' });
    await user.click(loginLog);
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.duplicateMenuMapping);
    expect(loginLog.checked).toBe(false);
  });
});
