import {
  OVERSIGHT_ATTENTION_MAX,
  OVERSIGHT_PAGE_SIZE,
  type OverseenReport,
  type OverseenReportRow,
  type overseenReportsPage,
} from '@audit/contracts';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import {
  countOverseen,
  listNeedingDecision,
  listOverseen,
  type OverseenRow,
} from '../../data/overseen-reports.ts';
import type { AdminAuth } from '../../http/route.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { exclusionLists, type OverseenAdmins, overseenAdmins } from '../handlers/report-admins.ts';

// 제보 감독 (issue 30): what a report's oversight sees of the reports of the companies it oversees. Read from the
// oversight's own base query (data/oversight-scope.ts), never the teams' scope: a report whose handlers and
// exclusions leave out everyone else still shows here, with who handles it and who is excluded.

const rowView = (r: OverseenRow): OverseenReportRow => ({
  id: Number(r.id),
  caseNumber: r.case_number,
  companyTitle: r.company_title,
  reportTypeTitle: r.report_type_title,
  createdDate: r.created_at.toISOString(),
  statusCode: r.status_code,
  statusTitle: r.status_title,
  held: r.held_at !== null,
  handlerCount: Number(r.handler_count),
  exclusionCount: Number(r.exclusion_count),
  requestCount: Number(r.request_count),
});

/** The reports waiting for the caller's group, and one page of every report it oversees. */
export async function listOverseenReports(
  deps: AppDeps,
  auth: AdminAuth,
  page: number,
): Promise<z.infer<typeof overseenReportsPage>> {
  const { db } = deps;
  const [attention, content, total] = await Promise.all([
    listNeedingDecision(db, auth.groupId, OVERSIGHT_ATTENTION_MAX),
    listOverseen(db, auth.groupId, { limit: OVERSIGHT_PAGE_SIZE, offset: page * OVERSIGHT_PAGE_SIZE }),
    countOverseen(db, auth.groupId),
  ]);
  return {
    attention: attention.map(rowView),
    content: content.map(rowView),
    totalElements: total,
    totalPages: Math.ceil(total / OVERSIGHT_PAGE_SIZE),
    number: page,
  };
}

/** A report's view for its oversight: its admins, and the reporter's note of who must not see it (decrypted). */
export function overseenView(deps: AppDeps, r: OverseenAdmins): OverseenReport {
  const { post } = r;
  return {
    ...rowView(post),
    handlerCount: r.assignees.length,
    exclusionCount: r.exclusions.length,
    requestCount: r.requests.length,
    excludedPersons: post.excluded_persons_enc
      ? deps.cipher.decryptText(post.excluded_persons_enc, BIND.excludedPersons(post.id))
      : null,
    heldSince: post.held_at ? post.held_at.toISOString() : null,
    assignees: r.assignees,
    ...exclusionLists(r),
    candidates: r.seeing.filter((a) => !r.oversightIds.has(a.adminUserId)),
  };
}

/** One report the caller's group oversees (404 otherwise); the view is written to the access log first. */
export async function viewOverseenReport(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
): Promise<OverseenReport> {
  const r = await overseenAdmins(deps.db, auth, postId);
  if (r.post.excluded_persons_enc)
    await recordAccess(deps.db, deps.cipher, {
      adminUserId: auth.adminUserId,
      loginId: auth.loginId,
      ip: auth.ip,
      action: 'VIEW_OVERSIGHT',
      postId,
      now: deps.now(),
    });
  return overseenView(deps, r);
}
