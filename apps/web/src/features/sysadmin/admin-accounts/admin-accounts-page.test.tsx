import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  bodyRows,
  columnHeaders,
  GROUP_COMBO,
  renderAsSysadmin,
} from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo } from '../../../test-utils.tsx';

const USERS = [
  {
    id: 1,
    loginId: 'sysadmin',
    name: '이관리',
    email: 'sys@garamnuri.example',
    groupId: 1,
    groupName: '시스템관리팀',
    statusCode: 'ENABLED',
    statusName: '사용',
    passwordSet: true,
    canManage: true,
  },
  {
    id: 3,
    loginId: 'auditor',
    name: '김감사',
    email: null,
    groupId: 3,
    groupName: '폐지된 팀',
    statusCode: 'ENABLED',
    statusName: '사용',
    passwordSet: false,
    canManage: true,
  },
];

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
// 00:30 UTC is 09:30 in Korea.
const LINK = { path: `/adminsetpassword?token=${TOKEN}`, expiresAt: '2025-03-06T00:30:00.000Z' };

function setup(extra: Record<string, unknown> = {}) {
  const answers = {
    'GET /api/sysadmin/users/adminrole': USERS,
    'GET /api/sysadmin/groups/combo': GROUP_COMBO,
  };
  return renderAsSysadmin('/adminmanager', { ...answers, ...extra });
}

describe('/adminmanager', () => {
  it('lists the admins with their group, whether a password is set, and status', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '관리자 관리 목록: 총 2건' });
    expect(columnHeaders(table)).toEqual([
      '번호',
      '아이디',
      '이름',
      '이메일',
      '그룹',
      '비밀번호 설정 여부',
      '상태',
      '관리',
    ]);
    expect(bodyRows(table)).toEqual([
      [
        '1',
        'sysadmin',
        '이관리',
        'sys@garamnuri.example',
        '시스템관리팀',
        '설정됨',
        '사용',
        '수정링크 재발급2단계 인증 초기화',
      ],
      ['2', 'auditor', '김감사', '', '폐지된 팀', '미설정', '사용', '수정링크 재발급2단계 인증 초기화'],
    ]);
  });

  it('create: id, name and group are required (그룹을 선택해주세요. when only the group is missing)', async () => {
    const { fetchMock, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '관리자 등록' });
    expect(within(dialog).queryByRole('group', { name: '상태' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.required);
    const loginId = within(dialog).getByRole('textbox', { name: /아이디/ });
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('combobox', { name: /그룹/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(loginId, 'new.admin');
    await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '박신입');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.selectGroup);
    within(dialog).getByText(SYSADMIN_MESSAGES.selectGroup);
    expect(callsTo(fetchMock, 'POST /api/sysadmin/users')).toHaveLength(0);
  });

  it('create: sends the admin, then shows the one-time link once with its absolute address', async () => {
    const created = {
      ...USERS[1],
      id: 9,
      loginId: 'new.admin',
      name: '박신입',
      groupId: 2,
      groupName: '감사팀',
    };
    const { fetchMock, user } = setup({
      'POST /api/sysadmin/users': { user: created, setupLink: LINK },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    let dialog = screen.getByRole('dialog', { name: '관리자 등록' });
    await user.type(within(dialog).getByRole('textbox', { name: /아이디/ }), 'new.admin');
    await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '박신입');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /그룹/ }), '감사팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    dialog = await screen.findByRole('dialog', { name: '관리자 등록 완료' });
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/users');
    expect(bodyOf(post)).toEqual({ loginId: 'new.admin', name: '박신입', groupId: 2 });

    const absolute = `${window.location.origin}/adminsetpassword?token=${TOKEN}`;
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: '비밀번호 설정 링크' });
    expect(link.value).toBe(absolute);
    expect(link.readOnly).toBe(true);
    expect(dialog.textContent).toContain('지금 한 번만 표시되며');
    expect(dialog.textContent).toContain('24시간');
    expect(dialog.textContent).toContain('2025-03-06 09:30 (한국 시간)');

    await user.click(within(dialog).getByRole('button', { name: '비밀번호 설정 링크 복사' }));
    expect(await navigator.clipboard.readText()).toBe(absolute);
    within(dialog).getByText('링크를 복사했습니다.');

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
    // Opening 등록 again starts a fresh form: the link is not shown a second time.
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('dialog', { name: '관리자 등록' }).textContent).not.toContain(TOKEN);
  });

  it('update: the id is read-only, the status can be set, and PATCH carries it', async () => {
    const { fetchMock, user } = setup({ 'PATCH /api/sysadmin/users/3': USERS[1] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'auditor 수정' }));
    const dialog = screen.getByRole('dialog', { name: '관리자 수정' });
    const loginId = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /아이디/ });
    expect(loginId.readOnly).toBe(true);
    expect(loginId.value).toBe('auditor');
    // The current group is no longer usable: still offered, marked, so saving does not change it.
    const group = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /그룹/ });
    expect(group.value).toBe('3');
    expect(group.selectedOptions[0]?.textContent).toBe('폐지된 팀 (미사용)');
    // The usable groups arrive from their own call; the current group stays chosen meanwhile.
    await within(group).findByRole('option', { name: '감사팀' });
    expect(group.value).toBe('3');
    await user.selectOptions(group, '감사팀');
    await user.type(within(dialog).getByRole('textbox', { name: '이메일' }), 'kim@garamnuri.example');
    await user.click(
      within(within(dialog).getByRole('group', { name: '상태' })).getByRole('radio', { name: '미사용' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/users/3');
    expect(bodyOf(patch)).toEqual({
      name: '김감사',
      email: 'kim@garamnuri.example',
      groupId: 2,
      status: 'DISABLED',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('링크 재발급: asks first, then shows the new link the same way', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/users/3/password-link': LINK });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'auditor 비밀번호 설정 링크 재발급' }));
    expect(await answerPageDialog()).toContain('김감사(auditor)');
    const dialog = await screen.findByRole('dialog', { name: '비밀번호 설정 링크 재발급' });
    expect(callsTo(fetchMock, 'POST /api/sysadmin/users/3/password-link')).toHaveLength(1);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: '비밀번호 설정 링크' }).value).toBe(
      `${window.location.origin}/adminsetpassword?token=${TOKEN}`,
    );
    expect(dialog.textContent).toContain('김감사(auditor) 관리자의 비밀번호 설정 링크입니다.');
  });

  it('링크 재발급: nothing is sent when the confirmation is declined', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/users/3/password-link': LINK });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'auditor 비밀번호 설정 링크 재발급' }));
    expect(await answerPageDialog(false)).toContain('김감사(auditor)');
    expect(callsTo(fetchMock, 'POST /api/sysadmin/users/3/password-link')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('링크 재발급 for an account with a password: asks for the own password first and sends it', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/users/1/password-link': LINK });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'sysadmin 비밀번호 설정 링크 재발급' }));
    expect(await answerPageDialog()).toContain('(sysadmin)');
    const reauth = await screen.findByRole('dialog', { name: '본인 확인' });
    expect(callsTo(fetchMock, 'POST /api/sysadmin/users/1/password-link')).toHaveLength(0);
    await user.click(within(reauth).getByRole('button', { name: '확인 후 발급' }));
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.reauthRequired);
    expect(callsTo(fetchMock, 'POST /api/sysadmin/users/1/password-link')).toHaveLength(0);
    await user.type(within(reauth).getByLabelText(/내 비밀번호/), 'My#Own2026pass');
    await user.click(within(reauth).getByRole('button', { name: '확인 후 발급' }));
    await screen.findByRole('dialog', { name: '비밀번호 설정 링크 재발급' });
    const [sent] = callsTo(fetchMock, 'POST /api/sysadmin/users/1/password-link');
    expect(bodyOf(sent)).toEqual({ currentPassword: 'My#Own2026pass' });
  });

  it('offers no link for an account the signed-in admin may not manage (the server refuses it)', async () => {
    setup({ 'GET /api/sysadmin/users/adminrole': [USERS[0], { ...USERS[1], canManage: false }] });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'sysadmin 비밀번호 설정 링크 재발급' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'auditor 비밀번호 설정 링크 재발급' })).toBeNull();
  });

  it('2단계 인증 초기화: asks first, then the own password, and says it is done', async () => {
    const done = { message: ACCOUNT_MESSAGES.secondFactorReset };
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/users/3/second-factor-reset': done });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'auditor 2단계 인증 초기화' }));
    expect(await answerPageDialog()).toContain('(auditor)');
    const reauth = await screen.findByRole('dialog', { name: '본인 확인' });
    await user.type(within(reauth).getByLabelText(/내 비밀번호/), 'My#Own2026pass');
    await user.click(within(reauth).getByRole('button', { name: '확인 후 초기화' }));
    expect(await answerPageDialog()).toBe(ACCOUNT_MESSAGES.secondFactorReset);
    const [sent] = callsTo(fetchMock, 'POST /api/sysadmin/users/3/second-factor-reset');
    expect(bodyOf(sent)).toMatchObject({ currentPassword: 'My#Own2026pass' });
  });
});
