import { SYSADMIN_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  bodyRows,
  columnHeaders,
  GROUP_COMBO,
  renderAsSysadmin,
} from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

const MAPS = [
  {
    id: 5,
    companyName: '가람누리푸드',
    companyCode: 'GARAM_FOODS',
    isSourceComp: true,
    isDestinationComp: false,
    isOversight: false,
    orderSeq: 2,
    userGroupId: 2,
    userGroupName: '감사팀',
    statusCode: 'ENABLED',
    statusTitle: '사용',
  },
  {
    id: 6,
    companyName: '가람누리홀딩스',
    companyCode: 'GARAM_HOLDINGS',
    isSourceComp: false,
    isDestinationComp: true,
    isOversight: true,
    orderSeq: 1,
    userGroupId: 1,
    userGroupName: '시스템관리팀',
    statusCode: 'DISABLED',
    statusTitle: '미사용',
  },
];

/** Every company, the one no longer usable last (the mapping form picks from these). */
const COMPANIES = [
  { code: 'GARAM_FOODS', title: '가람누리푸드', statusCode: 'ENABLED' },
  { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스', statusCode: 'ENABLED' },
  { code: 'GARAM_OLD', title: '가람누리옛상사', statusCode: 'DISABLED' },
];

function setup(extra: Record<string, unknown> = {}) {
  const answers = {
    'GET /api/sysadmin/companyTypeMaps': MAPS,
    'GET /api/sysadmin/companyTypes': COMPANIES,
    'GET /api/sysadmin/groups/combo': GROUP_COMBO,
  };
  return renderAsSysadmin('/admincompanyauth', { ...answers, ...extra });
}

describe('/admincompanyauth', () => {
  it('lists the mappings with order, company, group, the mail flags, the 감사 책임 그룹 and status', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '회사 권한 관리 목록: 총 2건' });
    expect(columnHeaders(table)).toEqual([
      '번호',
      '순서',
      '회사명',
      '그룹',
      '제보 메일 발송',
      '제보 메일 수신',
      '감사 책임 그룹',
      '상태',
      '관리',
    ]);
    expect(bodyRows(table)).toEqual([
      ['1', '2', '가람누리푸드', '감사팀', '예', '아니요', '아니요', '사용', '수정'],
      ['2', '1', '가람누리홀딩스', '시스템관리팀', '아니요', '예', '예', '미사용', '수정'],
    ]);
  });

  it('create: the company is picked from every company; order, company and group are required', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/companyTypeMaps': MAPS[0] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 등록' });
    expect(within(dialog).queryByRole('group', { name: '상태' })).toBeNull();

    // A list to pick from, an unusable company marked so; no box to type a name in.
    const company = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /^회사명/ });
    await waitFor(() => expect(company.options).toHaveLength(4));
    expect([...company.options].map((o) => o.textContent)).toEqual([
      '선택해주세요',
      '가람누리푸드',
      '가람누리홀딩스',
      '가람누리옛상사 (미사용)',
    ]);
    expect(within(dialog).queryByRole('textbox', { name: /회사/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.required);
    expect(company.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(company, '가람누리홀딩스');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.selectGroup);
    expect(callsTo(fetchMock, 'POST /api/sysadmin/companyTypeMaps')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /그룹/ }), '감사팀');
    const source = within(dialog).getByRole('checkbox', { name: '제보 메일 발송' });
    expect(source.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('자체 감사팀이 제보를 조사');
    expect(dialog.textContent).toContain('공유되는 제보를 메일로 받습니다');
    await user.click(source);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/companyTypeMaps');
    expect(bodyOf(post)).toEqual({
      companyName: '가람누리홀딩스',
      newCompany: false,
      sourceComp: true,
      destinationComp: false,
      oversight: false,
      groupId: 2,
      orderSeq: 3,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('create: a new company only by 새 회사 추가, which asks the server for it; and back to the list', async () => {
    const { fetchMock, user } = setup({ 'POST /api/sysadmin/companyTypeMaps': MAPS[0] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 등록' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^회사명/ }), '가람누리푸드');

    await user.click(within(dialog).getByRole('button', { name: '새 회사 추가' }));
    const name = within(dialog).getByRole('textbox', { name: /^새 회사명/ });
    expect(document.activeElement).toBe(name);
    expect((name as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByRole('combobox', { name: /^회사명/ })).toBeNull();
    const hint = document.getElementById(name.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toContain('회사가 새로 등록되고');

    // Back to the list: the name is gone, a company must be picked again.
    await user.type(name, '가람누리물산');
    await user.click(within(dialog).getByRole('button', { name: '등록된 회사에서 선택' }));
    const company = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /^회사명/ });
    expect(document.activeElement).toBe(company);
    expect(company.value).toBe('');

    await user.click(within(dialog).getByRole('button', { name: '새 회사 추가' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^새 회사명/ }), '가람누리물산');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /그룹/ }), '감사팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/companyTypeMaps');
    expect(bodyOf(post)).toMatchObject({ companyName: '가람누리물산', newCompany: true, groupId: 2 });
  });

  it('says so when the server refuses a company name', async () => {
    const { user } = setup({
      'POST /api/sysadmin/companyTypeMaps': () =>
        jsonResponse(409, { message: SYSADMIN_MESSAGES.companyExists, code: 'CONFLICT' }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 등록' });
    await user.click(within(dialog).getByRole('button', { name: '새 회사 추가' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^새 회사명/ }), '가람누리푸드');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /그룹/ }), '감사팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.companyExists);
    // The modal stays open with what was typed.
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^새 회사명/ }).value).toBe(
      '가람누리푸드',
    );
  });

  it('update: sends PATCH with the id and the status', async () => {
    const { fetchMock, user } = setup({ 'PATCH /api/sysadmin/companyTypeMaps/6': MAPS[1] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '가람누리홀딩스 - 시스템관리팀 수정' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 수정' });
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: '제보 메일 수신' }).checked).toBe(
      true,
    );
    await user.click(
      within(within(dialog).getByRole('group', { name: '상태' })).getByRole('radio', { name: '사용' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [patch] = callsTo(fetchMock, 'PATCH /api/sysadmin/companyTypeMaps/6');
    expect(bodyOf(patch)).toEqual({
      id: 6,
      companyName: '가람누리홀딩스',
      newCompany: false,
      sourceComp: false,
      destinationComp: true,
      oversight: true,
      groupId: 1,
      orderSeq: 1,
      status: 'ENABLED',
    });
  });

  it('create: the 감사 책임 그룹 checkbox says what the group takes on, and is sent as `oversight`', async () => {
    const { fetchMock, user } = setup({
      'POST /api/sysadmin/companyTypeMaps': { ...MAPS[0], isOversight: true },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 등록' });
    const oversight = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: '감사 책임 그룹' });
    expect(oversight.checked).toBe(false);
    const hint = document.getElementById(oversight.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      '이 그룹이 회사 제보의 감독을 맡습니다: 담당자와 열람 제외를 확인하고 제외 요청을 결정합니다. 지정하지 않으면 제보 감독 메뉴를 가진 그룹(기본: 시스템관리자)이 맡습니다.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^회사명/ }), '가람누리푸드');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /그룹/ }), '감사팀');
    await user.click(oversight);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    const [post] = callsTo(fetchMock, 'POST /api/sysadmin/companyTypeMaps');
    expect(bodyOf(post)).toMatchObject({ companyName: '가람누리푸드', groupId: 2, oversight: true });
  });

  it("update: the checkbox starts from the mapping's flag, and unticking it sends oversight false", async () => {
    const { fetchMock, user } = setup({ 'PATCH /api/sysadmin/companyTypeMaps/6': MAPS[1] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '가람누리홀딩스 - 시스템관리팀 수정' }));
    const dialog = screen.getByRole('dialog', { name: '회사 지정 수정' });
    const oversight = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: '감사 책임 그룹' });
    expect(oversight.checked).toBe(true);
    await user.click(oversight);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe(SYSADMIN_MESSAGES.saved);
    expect(bodyOf(callsTo(fetchMock, 'PATCH /api/sysadmin/companyTypeMaps/6')[0])).toMatchObject({
      id: 6,
      oversight: false,
    });
  });
});
