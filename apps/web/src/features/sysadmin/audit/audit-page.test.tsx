import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, columnHeaders, SYSADMIN_SIGNED_IN_API, signIn } from '../../../admin-test-fixtures.ts';
import { callsTo, jsonResponse, renderRoute, stubApi } from '../../../test-utils.tsx';

const group = {
  id: 2,
  name: '감사팀',
  description: '제보 처리',
  statusCode: 'ENABLED',
  statusTitle: '사용',
  secondFactorRequired: false,
};

/** A row as the server answers it: the acting system admin unless said otherwise. */
const row = (id: number, fields: Record<string, unknown>) => ({
  id,
  createdDate: '2025-03-05T00:30:00.000Z',
  actorAdminId: 1,
  actorLoginId: 'sysadmin',
  ip: '203.0.113.7',
  entityId: null,
  before: null,
  after: null,
  ...fields,
});

const AUDIT = {
  content: [
    row(40, {
      action: 'UPDATE',
      entity: 'group',
      entityId: '2',
      before: group,
      after: { ...group, name: '감사1팀', statusCode: 'DISABLED', statusTitle: '미사용' },
    }),
    row(39, {
      action: 'GRANT_MENU',
      entity: 'group_menu',
      entityId: '21',
      after: { groupId: 2, group: '감사팀', menuId: 2, url: '/admininquiry' },
    }),
    // Written in another order than the form's (and with the group's name of the time beside its id).
    row(38, {
      action: 'UPDATE',
      entity: 'admin_user',
      entityId: '9',
      before: {
        statusCode: 'ENABLED',
        groupName: '감사팀',
        groupId: 2,
        name: '박신입',
        loginId: 'park',
        id: 9,
        passwordSet: true,
      },
      after: {
        statusCode: 'DISABLED',
        groupName: '세무팀',
        groupId: 3,
        name: '박선임',
        loginId: 'park',
        id: 9,
        passwordSet: true,
      },
    }),
    row(37, {
      actorAdminId: 5,
      actorLoginId: 'auditor',
      ip: '198.51.100.2',
      action: 'UPDATE_STATUS',
      entity: 'post',
      entityId: '42',
      before: { status: 'WAITING' },
      after: { status: 'RECEIVED' },
    }),
    row(36, {
      actorAdminId: 5,
      actorLoginId: 'auditor',
      action: 'SET_EXCLUSIONS',
      entity: 'post',
      entityId: '42',
      before: { names: '', adminUserIds: [] },
      after: { names: '박선임 (세무팀)', adminUserIds: [9, 77], added: [9, 77], removed: [] },
    }),
    row(35, {
      actorAdminId: 5,
      actorLoginId: 'auditor',
      action: 'UPDATE_NOTE',
      entity: 'note',
      entityId: '5',
      before: { postId: 42, contentEnc: 'AAAA' },
      after: { postId: 42, contentEnc: 'BBBB' },
    }),
    row(34, {
      actorAdminId: null,
      actorLoginId: 'system:retention',
      ip: null,
      action: 'PURGE_REPORT',
      entity: 'post',
      entityId: '12',
      before: {
        caseNumber: '2022-Q4Z9',
        companyTypeId: 3,
        companyCode: 'GARAM_FOODS',
        reportTypeId: 1,
        postType: 'PRIVATE',
        createdAt: '2022-03-01T01:00:00.000Z',
        retentionDays: 1095,
      },
    }),
  ],
  totalElements: 45,
  totalPages: 3,
  number: 0,
  names: {
    admins: {
      '1': { name: '이관리', loginId: 'sysadmin' },
      '5': { name: '김감사', loginId: 'auditor' },
      '9': { name: '박선임', loginId: 'park' },
    },
    groups: { '2': '감사1팀', '3': '세무팀' },
    menus: { '2': '접속 기록' },
    companies: { '3': '가람누리푸드' },
    reportTypes: { '1': '금품·향응 수수' },
    companyMaps: {},
    // Report 42 by its case number; report 12 is gone (its deletion recorded its number).
    reports: { '42': '2025-A7K3' },
  },
};

describe('/adminaudit', () => {
  it('names who and what (a report by its case number), in the forms’ order and words, never by internal ids', async () => {
    signIn();
    stubApi({ ...SYSADMIN_SIGNED_IN_API, 'GET /api/sysadmin/audit': AUDIT });
    renderRoute('/adminaudit');
    const table = await screen.findByRole('table', { name: '관리 변경 기록: 총 45건, 1 / 3 페이지' });
    expect(columnHeaders(table)).toEqual(['일시', '관리자', 'IP', '작업', '대상', '변경 전', '변경 후']);
    expect(bodyRows(table)).toEqual([
      // Only what changed is listed for an update, with the group form's labels; the status reads 사용 / 미사용.
      [
        '2025-03-05 09:30',
        '이관리(sysadmin)',
        '203.0.113.7',
        '수정',
        '그룹 감사1팀',
        '그룹명:감사팀상태:사용',
        '그룹명:감사1팀상태:미사용',
      ],
      [
        '2025-03-05 09:30',
        '이관리(sysadmin)',
        '203.0.113.7',
        '메뉴 권한 부여',
        '그룹 권한 감사1팀 · 접속 기록',
        '-',
        '그룹:감사1팀메뉴:접속 기록URL:/admininquiry',
      ],
      // The admin form's order (이름, 그룹, 상태) whatever order the record was written in; the group by name.
      [
        '2025-03-05 09:30',
        '이관리(sysadmin)',
        '203.0.113.7',
        '수정',
        '관리자 박선임(park)',
        '이름:박신입그룹:감사1팀상태:사용',
        '이름:박선임그룹:세무팀상태:미사용',
      ],
      [
        '2025-03-05 09:30',
        '김감사(auditor)',
        '198.51.100.2',
        '처리상태 변경',
        '제보 2025-A7K3',
        '처리상태:접수대기',
        '처리상태:접수완료',
      ],
      // Admins by name and login id; one no longer there by its number.
      [
        '2025-03-05 09:30',
        '김감사(auditor)',
        '203.0.113.7',
        '열람 제외 지정',
        '제보 2025-A7K3',
        '열람 제외 관리자:-추가된 관리자:-해제된 관리자:-',
        '열람 제외 관리자:박선임(park), 번호 77추가된 관리자:박선임(park), 번호 77해제된 관리자:-',
      ],
      // The note's text is never shown, only that it changed.
      [
        '2025-03-05 09:30',
        '김감사(auditor)',
        '203.0.113.7',
        '내부 메모 수정',
        '내부 메모 번호 5 · 제보 2025-A7K3',
        '내용:(암호화되어 표시하지 않음)',
        '내용:(암호화되어 표시하지 않음)',
      ],
      [
        '2025-03-05 09:30',
        '시스템(보존 기간 경과 삭제)',
        '-',
        '보존 기간 경과 제보 삭제',
        '제보 2022-Q4Z9',
        '사건번호:2022-Q4Z9회사:가람누리푸드회사 코드:GARAM_FOODS제보유형:금품·향응 수수구분:익명접수일:2022-03-01 10:00보존 기간(일):1095',
        '-',
      ],
    ]);
  });

  it('pages with the pager (page in the URL from 1, in the request from 0)', async () => {
    signIn();
    const fetchMock = stubApi({
      ...SYSADMIN_SIGNED_IN_API,
      'GET /api/sysadmin/audit': (_init: RequestInit, url: string) =>
        jsonResponse(200, { ...AUDIT, number: Number(new URL(url, 'http://x').searchParams.get('page')) }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/adminaudit');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByRole('table', { name: '관리 변경 기록: 총 45건, 2 / 3 페이지' });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/sysadmin/audit?page=1'),
    );
    expect(callsTo(fetchMock, 'GET /api/sysadmin/audit').length).toBeGreaterThanOrEqual(2);
  });

  it('names the oversight’s actions: exclusions asked for and decided, a held report released', async () => {
    signIn();
    stubApi({
      ...SYSADMIN_SIGNED_IN_API,
      'GET /api/sysadmin/audit': {
        ...AUDIT,
        content: [
          row(50, {
            action: 'RELEASE_REPORT',
            entity: 'post',
            entityId: '42',
            before: { held: true },
            after: { held: false },
          }),
          row(49, {
            action: 'DECIDE_EXCLUSIONS',
            entity: 'post',
            entityId: '42',
            before: { names: '', adminUserIds: [] },
            after: { names: '박선임 (세무팀)', adminUserIds: [9], added: [9], removed: [] },
          }),
          row(48, {
            actorAdminId: 5,
            actorLoginId: 'auditor',
            action: 'REQUEST_EXCLUSIONS',
            entity: 'post',
            entityId: '42',
            before: { names: '', adminUserIds: [] },
            after: { names: '박선임 (세무팀)', adminUserIds: [9], added: [9], removed: [] },
          }),
        ],
      },
    });
    renderRoute('/adminaudit');
    const table = await screen.findByRole('table', { name: /관리 변경 기록/ });
    expect(bodyRows(table).map((cells) => [cells[3], cells[5], cells[6]])).toEqual([
      ['보류된 제보 전달', '보류:예', '보류:아니요'],
      [
        '열람 제외 결정',
        '열람 제외 관리자:-추가된 관리자:-해제된 관리자:-',
        '열람 제외 관리자:박선임(park)추가된 관리자:박선임(park)해제된 관리자:-',
      ],
      [
        '열람 제외 요청',
        '열람 제외 요청 관리자:-추가된 관리자:-해제된 관리자:-',
        '열람 제외 요청 관리자:박선임(park)추가된 관리자:박선임(park)해제된 관리자:-',
      ],
    ]);
  });
});
