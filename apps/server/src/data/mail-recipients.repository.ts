import type { Db } from '../db/types.ts';
import { listEmailsIn } from './admin-users.repository.ts';
import { groupIdsToNotify } from './companies.repository.ts';
import { excludedAdminIds } from './report-exclusions.repository.ts';
import { assigneeIds } from './report-assignees.repository.ts';
import { isHeld } from './posts.repository.ts';
import { oversightGroupIdsOf } from './oversight-scope.ts';

// Who is mailed about a report: its handlers, or its company's teams. The rule in one place, built on the queries
// of the tables' owners (handlers, exclusions, company maps, admin accounts).

/**
 * The addresses to tell of an event on a report: its handlers, or when none of them can be told (none set, or all
 * excluded, disabled or without an address) the admins of the groups `groupIdsToNotify` names (`shared`: a new
 * report, also announced to the receiving teams), so that an event is never told to nobody while a team could
 * act on it. An admin excluded from the report is never among them, whichever way it would have been chosen. A
 * report held for its oversight (issue 30) is told to the oversight only: no team knows of it yet.
 */
export async function listReportRecipients(
  db: Db,
  r: { postId: number; companyTypeId: number; shared: boolean },
): Promise<string[]> {
  if (await isHeld(db, r.postId)) return listOversightRecipients(db, r.companyTypeId);
  const excluded = excludedAdminIds(db, r.postId);
  const handlers = await listEmailsIn(db, { adminIds: assigneeIds(db, r.postId) }, excluded);
  if (handlers.length > 0) return handlers;
  return listEmailsIn(db, { groupIds: groupIdsToNotify(db, r.companyTypeId, r.shared) }, excluded);
}

/** The addresses of a company's oversight (oversight-scope.ts): never excluded, whatever a report's exclusions. */
export function listOversightRecipients(db: Db, companyTypeId: number): Promise<string[]> {
  return listEmailsIn(db, { groupIds: oversightGroupIdsOf(db, companyTypeId) });
}
