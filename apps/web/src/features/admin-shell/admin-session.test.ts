import { describe, expect, it } from 'vitest';
import { isForbiddenMenu, sideMenu } from './admin-session.ts';

describe('admin side menu', () => {
  const report = { name: '제보 관리', url: '/adminreport' };
  const groups = { name: '그룹 관리', url: '/admingroup' };

  it('lists the group menus, and adds the audit trail only for system admins', () => {
    expect(sideMenu([report])).toEqual([report]);
    expect(sideMenu([report, groups])).toEqual([
      report,
      groups,
      { name: '관리 변경 기록', url: '/adminaudit' },
    ]);
  });

  it('marks menu screens the group is not given', () => {
    expect(isForbiddenMenu('/admininquiry', [report])).toBe(true);
    expect(isForbiddenMenu('/admininquirypage', [report])).toBe(false);
  });
});
