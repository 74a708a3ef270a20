import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, columnHeaders, SYSADMIN_SIGNED_IN_API, signIn } from '../../../admin-test-fixtures.ts';
import { callsTo, jsonResponse, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

const group = {
  id: 2,
  name: '감사팀',
  description: '제보 처리',
  statusCode: 'ENABLED',
  statusTitle: '사용',
  secondFactorRequired: false,
};

const AUDIT = {
  content: [
    {
      id: 40,
      createdDate: '2025-03-05T00:30:00.000Z',
      actorLoginId: 'sysadmin',
      ip: '203.0.113.7',
      action: 'UPDATE',
      entity: 'group',
      entityId: '2',
      before: group,
      after: { ...group, name: '감사1팀', statusCode: 'DISABLED', statusTitle: '미사용' },
    },
    {
      id: 39,
      createdDate: '2025-03-04T15:10:00.000Z',
      actorLoginId: 'sysadmin',
      ip: '203.0.113.7',
      action: 'GRANT_MENU',
      entity: 'group_menu',
      entityId: '21',
      before: null,
      after: { groupId: 2, group: '감사팀', menuId: 2, url: '/admininquiry' },
    },
    {
      id: 38,
      createdDate: '2025-03-04T01:00:00.000Z',
      actorLoginId: 'sysadmin',
      ip: null,
      action: 'ISSUE_PASSWORD_LINK',
      entity: 'admin_user',
      entityId: '9',
      before: null,
      after: { expiresAt: '2025-03-05T01:00:00.000Z' },
    },
    {
      id: 37,
      createdDate: '2025-03-03T01:00:00.000Z',
      actorLoginId: 'auditor',
      ip: '198.51.100.2',
      action: 'UPDATE_STATUS',
      entity: 'post',
      entityId: '42',
      before: { status: 'WAITING' },
      after: { status: 'RECEIVED' },
    },
  ],
  totalElements: 45,
  totalPages: 3,
  number: 0,
};

describe('/adminaudit', () => {
  it('shows the trail with Korean actions, targets and compact before/after lists', async () => {
    signIn();
    stubApi({ ...SYSADMIN_SIGNED_IN_API, 'GET /api/sysadmin/audit': AUDIT });
    stubDialogs();
    renderRoute('/adminaudit');
    const table = await screen.findByRole('table', { name: '관리 변경 기록: 총 45건, 1 / 3 페이지' });
    expect(columnHeaders(table)).toEqual(['일시', '관리자', 'IP', '작업', '대상', '변경 전', '변경 후']);
    expect(bodyRows(table)).toEqual([
      // Only what changed is listed for an update; the status reads 사용 / 미사용.
      [
        '2025-03-05 09:30',
        'sysadmin',
        '203.0.113.7',
        '수정',
        '그룹 번호 2',
        '이름:감사팀상태:사용',
        '이름:감사1팀상태:미사용',
      ],
      [
        '2025-03-05 00:10',
        'sysadmin',
        '203.0.113.7',
        '메뉴 권한 부여',
        '그룹 권한 번호 21',
        '-',
        '그룹 번호:2그룹:감사팀메뉴 번호:2URL:/admininquiry',
      ],
      [
        '2025-03-04 10:00',
        'sysadmin',
        '-',
        '비밀번호 설정 링크 발급',
        '관리자 번호 9',
        '-',
        '만료 일시:2025-03-05 10:00',
      ],
      [
        '2025-03-03 10:00',
        'auditor',
        '198.51.100.2',
        '처리상태 변경',
        '제보 번호 42',
        '상태:접수대기',
        '상태:접수완료',
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
    stubDialogs();
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
});
