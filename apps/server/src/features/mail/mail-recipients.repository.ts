import type { Db } from '../../db/types.ts';
import { listEmailsIn } from '../admins/admin-users.repository.ts';
import { groupIdsToNotify } from '../company-maps/company-type-maps.repository.ts';
import { excludedAdminIds } from '../exclusions/report-exclusions.repository.ts';
import { assigneeIds } from '../handlers/report-assignees.repository.ts';

// Who is mailed about a report: its handlers, or its company's teams. The rule in one place, built on the queries
// of the tables' owners (handlers, exclusions, company maps, admin accounts).

/**
 * The addresses to tell of an event on a report: its handlers, or when it has none the admins of the groups
 * `groupIdsToNotify` names (`shared`: a new report, also announced to the receiving teams). An admin excluded
 * from the report is never among them, whichever way it would have been chosen.
 */
export async function listReportRecipients(
  db: Db,
  r: { postId: number; companyTypeId: number; shared: boolean },
): Promise<string[]> {
  const handlers = assigneeIds(db, r.postId);
  const anyHandler = await handlers.limit(1).executeTakeFirst();
  const who = anyHandler
    ? { adminIds: handlers }
    : { groupIds: groupIdsToNotify(db, r.companyTypeId, r.shared) };
  return listEmailsIn(db, who, excludedAdminIds(db, r.postId));
}
