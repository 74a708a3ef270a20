import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';

/** The 제보 감독 screen's queries, under the admin root (so signing out drops them). */
export const oversightKeys = {
  all: [ADMIN_QUERY_ROOT, 'oversight'] as const,
  list: (page: number) => [ADMIN_QUERY_ROOT, 'oversight', 'list', page] as const,
  report: (id: number) => [ADMIN_QUERY_ROOT, 'oversight', 'report', id] as const,
};

/** The id of `?id=` (the link of the oversight's notice mails), when it is a positive whole number. */
export function readOverseenId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
