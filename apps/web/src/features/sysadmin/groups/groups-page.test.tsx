import { SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, bodyRows, columnHeaders, GROUPS, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

function setup(extra: Record<string, unknown> = {}) {
  return renderAsSysadmin('/admingroup', { 'GET /api/sysadmin/groups': GROUPS, ...extra });
}

describe('/admingroup', () => {
  it('lists the groups with number, name, description and 사용/미사용', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '그룹 관리 목록: 총 3건' });
    expect(columnHeaders(table)).toEqual(['번호', '그룹명', '설명', '2단계 인증', '상태', '관리']);
    expect(bodyRows(table)).toEqual([
      ['1', '시스템관리팀', '시스템 관리', '아니요', '사용', '수정'],
      ['2', '감사팀', '제보 처리', '아니요', '사용', '수정'],
      ['3', '폐지된 팀', '', '아니요', '미사용', '수정'],
    ]);
  });

  it('create: refuses an empty name, then sends name and description and refreshes', async () => {
    const { fetchMock, user } = setup({
      'POST /api/sysadmin/groups': { ...GROUPS[1], id: 9, name: '윤리팀' },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '그룹 등록' });
    // No status when creating.
    expect(within(dialog).queryByRole('radio')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.required);
    const name = within(dialog).getByRole('textbox', { name: /그룹명/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(callsTo(fetchMock, 'POST /api/sysadmin/groups')).toHaveLength(0);

    await user.type(name, '  윤리팀 ');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: '설명' }), '윤리경영 담당');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/groups');
    expect(bodyOf(post)).toEqual({
      name: '윤리팀',
      description: '윤리경영 담당',
      secondFactorRequired: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/sysadmin/groups')).toHaveLength(2));
  });

  it('update: shows the current values and the status, and sends PATCH with the status', async () => {
    const { fetchMock, user } = setup({
      'PATCH /api/sysadmin/groups/2': { ...GROUPS[1], statusCode: 'DISABLED', statusTitle: '미사용' },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '감사팀 수정' }));
    const dialog = screen.getByRole('dialog', { name: '그룹 수정' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /그룹명/ }).value).toBe('감사팀');
    const status = within(dialog).getByRole('group', { name: '상태' });
    expect(within(status).getByRole<HTMLInputElement>('radio', { name: '사용' }).checked).toBe(true);
    await user.click(within(status).getByRole('radio', { name: '미사용' }));
    const secondFactor = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: '2단계 인증 필수' });
    expect(secondFactor.checked).toBe(false);
    await user.click(secondFactor);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/groups/2');
    expect(bodyOf(patch)).toEqual({
      name: '감사팀',
      description: '제보 처리',
      status: 'DISABLED',
      secondFactorRequired: true,
    });
  });

  it("shows the server's refusal and keeps the modal open", async () => {
    const { user } = setup({
      'POST /api/sysadmin/groups': () =>
        jsonResponse(409, { message: SYSADMIN_MESSAGES.duplicateGroup, code: 'CONFLICT' }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '그룹 등록' });
    await user.type(within(dialog).getByRole('textbox', { name: /그룹명/ }), '감사팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.duplicateGroup);
    screen.getByRole('dialog', { name: '그룹 등록' });
  });
});
