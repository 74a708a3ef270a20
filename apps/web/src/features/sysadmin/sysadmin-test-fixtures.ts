// Fixtures and helpers for the system-admin screen tests (imported by *.test.tsx only).
import { ADMIN_MENUS } from '@audit/contracts';

export const ADMIN_TOKEN = 'sysadmin-token-123';

/** A system admin: the group is given every menu, so the layout shows each screen. */
export const SYSADMIN_ME = {
  loginId: 'sysadmin',
  name: '이관리',
  groupName: '시스템관리팀',
  menus: ADMIN_MENUS.map((m) => ({ name: m.name, url: m.url })),
  idleTimeoutSeconds: 1800,
};

/** Puts an admin token in session storage, as a sign-in does. */
export function signIn(): void {
  sessionStorage.setItem('adminToken', ADMIN_TOKEN);
}

/** The answers every signed-in screen needs: the admin's own data. */
export const SIGNED_IN_API = {
  'GET /api/admin/me': SYSADMIN_ME,
  'GET /api/admin/GroupMenus': SYSADMIN_ME.menus,
  'POST /api/admin/session/extend': { ok: true },
  'POST /api/admin/signout': { ok: true },
};

export const GROUPS = [
  { id: 1, name: '시스템관리팀', description: '시스템 관리', statusCode: 'ENABLED', statusTitle: '사용' },
  { id: 2, name: '감사팀', description: '제보 처리', statusCode: 'ENABLED', statusTitle: '사용' },
  { id: 3, name: '폐지된 팀', description: '', statusCode: 'DISABLED', statusTitle: '미사용' },
];

export const GROUP_COMBO = [
  { id: 1, name: '시스템관리팀' },
  { id: 2, name: '감사팀' },
];

/** The JSON body a fetch stub received. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}
