import { ADMIN_MENUS, AUDIT_PAGE, adminApi, SYSADMIN_MENU_URLS } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client.ts';
import { clearToken } from '../../api/tokens.ts';

// The signed-in admin's session, shared by the admin and system-admin screens (both live in this shell).

/** Every admin query key starts with this, so logging out can drop them all. */
export const ADMIN_QUERY_ROOT = 'admin';
export const ME_KEY = [ADMIN_QUERY_ROOT, 'me'] as const;

/** The signed-in admin: name, group, permitted menus and the server's idle timeout. */
export function useAdminMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => apiGet(adminApi.me, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The menu a screen belongs to: the report detail is part of the report list's menu. */
export function menuOfPath(pathname: string): string {
  return pathname === '/admininquirypage' ? '/adminreport' : pathname;
}

/** The side menu: the group's menus, plus the audit trail for groups holding any system-admin menu. */
export function sideMenu(menus: readonly { name: string; url: string }[]): { name: string; url: string }[] {
  const sysadmin = menus.some((m) => (SYSADMIN_MENU_URLS as readonly string[]).includes(m.url));
  return sysadmin ? [...menus, AUDIT_PAGE] : [...menus];
}

/** True when `pathname` is a menu screen the admin's group is not given (the server refuses it anyway). */
export function isForbiddenMenu(pathname: string, menus: readonly { url: string }[]): boolean {
  const menu = menuOfPath(pathname);
  return ADMIN_MENUS.some((m) => m.url === menu) && !menus.some((m) => m.url === menu);
}

/** Ends the session on the server (best effort: the token is dropped here whatever the answer) and locally. */
export async function signOut(): Promise<void> {
  try {
    await apiPost(adminApi.signout);
  } catch {
    // Already expired or unreachable: the local token goes anyway.
  }
  clearToken('admin');
}
