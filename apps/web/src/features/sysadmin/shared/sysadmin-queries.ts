import { sysadminApi } from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { ADMIN_QUERY_ROOT, ME_KEY } from '../../admin-shell/admin-session.ts';

// Under the admin root key, so logging out (which drops every admin query) forgets these lists too.
const ROOT = [ADMIN_QUERY_ROOT, 'sysadmin'] as const;

export const sysadminKeys = {
  root: ROOT,
  groups: [...ROOT, 'groups'] as const,
  groupCombo: [...ROOT, 'group-combo'] as const,
  users: [...ROOT, 'users'] as const,
  menus: [...ROOT, 'menus'] as const,
  companyMaps: [...ROOT, 'company-maps'] as const,
  groupMenus: (groupId: number) => [...ROOT, 'group-menus', groupId] as const,
  audit: (page: number) => [...ROOT, 'audit', page] as const,
  settings: [...ROOT, 'settings'] as const,
  outbox: (page: number) => [...ROOT, 'outbox', page] as const,
};

export const useGroups = () =>
  useQuery({
    queryKey: sysadminKeys.groups,
    queryFn: ({ signal }) => apiGet(sysadminApi.groups, { signal }),
  });

/** Usable groups for the 그룹 selects. */
export const useGroupCombo = () =>
  useQuery({
    queryKey: sysadminKeys.groupCombo,
    queryFn: ({ signal }) => apiGet(sysadminApi.groupCombo, { signal }),
  });

export const useAdminUsers = () =>
  useQuery({ queryKey: sysadminKeys.users, queryFn: ({ signal }) => apiGet(sysadminApi.users, { signal }) });

export const useMenus = () =>
  useQuery({ queryKey: sysadminKeys.menus, queryFn: ({ signal }) => apiGet(sysadminApi.menus, { signal }) });

export const useCompanyMaps = () =>
  useQuery({
    queryKey: sysadminKeys.companyMaps,
    queryFn: ({ signal }) => apiGet(sysadminApi.companyMaps, { signal }),
  });

/** The legal clocks' durations (/adminsettings). */
export const useSettings = () =>
  useQuery({
    queryKey: sysadminKeys.settings,
    queryFn: ({ signal }) => apiGet(sysadminApi.settings, { signal }),
  });

/**
 * Refreshes every system-admin list after a change, and the signed-in admin's own data: renaming a menu or
 * changing the own group's permissions changes the side menu.
 */
export function useRefreshAfterChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sysadminKeys.root }),
      queryClient.invalidateQueries({ queryKey: ME_KEY }),
    ]);
  };
}

/** After a modal saved (and said so): closes it and refreshes the lists. */
export function useCloseAndRefresh(onClose: () => void): () => void {
  const refresh = useRefreshAfterChange();
  return () => {
    onClose();
    void refresh();
  };
}
