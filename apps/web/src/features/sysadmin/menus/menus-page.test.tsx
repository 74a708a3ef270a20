import { SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, bodyRows, columnHeaders, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo } from '../../../test-utils.tsx';

const MENUS = [
  {
    id: 1,
    key: 'REPORTS',
    name: '제보 관리',
    orderSeq: 1,
    url: '/adminreport',
    description: '제보 목록',
    statusCode: 'ENABLED',
    statusName: '사용',
  },
  {
    id: 8,
    key: null,
    name: '통계',
    orderSeq: 7,
    url: '/adminstats',
    description: '',
    statusCode: 'DISABLED',
    statusName: '미사용',
  },
];

function setup(extra: Record<string, unknown> = {}) {
  return renderAsSysadmin('/adminmenu', { 'GET /api/sysadmin/Menus': MENUS, ...extra });
}

describe('/adminmenu', () => {
  it('lists the menus with order, name, URL, description and status', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '메뉴 관리 목록: 총 2건' });
    expect(columnHeaders(table)).toEqual(['번호', '순서', '메뉴명', 'URL', '설명', '상태', '관리']);
    expect(bodyRows(table)).toEqual([
      ['1', '1', '제보 관리', '/adminreport', '제보 목록', '사용', '수정'],
      ['2', '7', '통계', '/adminstats', '', '미사용', '수정'],
    ]);
  });

  it('create: order, name and URL are required; sends the menu without a status', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/Menus': { ...MENUS[0], id: 8 } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '메뉴 등록' });
    expect(within(dialog).queryByRole('group', { name: '상태' })).toBeNull();
    const order = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: /순서/ });
    expect(order.value).toBe('8'); // after the last menu
    await user.clear(order);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.required);
    for (const name of [/순서/, /메뉴명/, /URL/]) {
      const field =
        within(dialog).queryByRole('textbox', { name }) ?? within(dialog).getByRole('spinbutton', { name });
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(callsTo(fetchMock, 'POST /api/sysadmin/Menus')).toHaveLength(0);

    await user.type(order, '8');
    await user.type(within(dialog).getByRole('textbox', { name: /메뉴명/ }), '관리 변경 기록');
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'adminaudit');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.urlFormat);

    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await user.type(url, '/adminaudit');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/Menus');
    expect(bodyOf(post)).toEqual({
      name: '관리 변경 기록',
      orderSeq: 8,
      url: '/adminaudit',
      description: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('update: sends PATCH with the chosen status', async () => {
    const { fetchMock, user } = setup({ 'PATCH /api/sysadmin/Menus/8': MENUS[1] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '통계 수정' }));
    const dialog = screen.getByRole('dialog', { name: '메뉴 수정' });
    const status = within(dialog).getByRole('group', { name: '상태' });
    expect(within(status).getByRole<HTMLInputElement>('radio', { name: '미사용' }).checked).toBe(true);
    await user.click(within(status).getByRole('radio', { name: '사용' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/Menus/8');
    expect(bodyOf(patch)).toEqual({
      name: '통계',
      orderSeq: 7,
      url: '/adminstats',
      description: '',
      status: 'ENABLED',
    });
  });

  it('update of a built-in menu: the URL is read-only, there is no status to choose, the name may change', async () => {
    const { fetchMock, user } = setup({ 'PATCH /api/sysadmin/Menus/1': MENUS[0] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '제보 관리 수정' }));
    const dialog = screen.getByRole('dialog', { name: '메뉴 수정' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /URL/ }).readOnly).toBe(true);
    expect(within(dialog).queryByRole('group', { name: '상태' })).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: /메뉴명/ });
    await user.clear(name);
    await user.type(name, '제보 처리');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/Menus/1');
    expect(bodyOf(patch)).toMatchObject({ name: '제보 처리', url: '/adminreport', status: 'ENABLED' });
  });
});
