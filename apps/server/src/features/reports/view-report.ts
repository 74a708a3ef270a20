import type { AdminAttachFileView, AdminPostDetail, MyPostView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import { listAttachmentMeta } from '../../data/attachments.repository.ts';
import { listComments } from '../../data/comments.repository.ts';
import { type ClockEvents, clocksMetBy, legalClocks } from '../../data/legal-clocks.ts';
import { listStatusChanges } from '../../data/post-status-changes.repository.ts';
import { findReport, type ReportRow } from '../../data/report-reads.ts';
import type { ReportScope } from '../../data/report-scope.ts';
import { findVisits } from '../../data/reporter-credentials.repository.ts';
import { findIdentity } from '../../data/reporter-identities.repository.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { openReceipt } from '../../security/access-grant.ts';
import { BIND, type Binding } from '../../security/cipher-bindings.ts';
import { cleaningView } from '../attachments/cleaning-view.ts';
import { commentFilesOfReport, reporterFileView } from '../comments/comment-files.ts';
import { commentView } from '../comments/comment-view.ts';
import { currentSettings } from '../settings/settings.ts';
import { reportSummary } from './report-summary.ts';
import { reportTimeline } from './report-timeline.ts';

/**
 * What reporter and admin both see of a report: decrypted title, content, file names and comments, and the
 * handling steps (no due date, admin or note: those are the admin's alone).
 */
async function reportView(
  deps: AppDeps,
  report: ReportRow,
  viewer: ReportScope,
): Promise<
  MyPostView & {
    files: AttachmentMeta[];
    events: ClockEvents;
    commentFiles: Map<number, AdminAttachFileView[]>;
  }
> {
  const { db, cipher } = deps;
  const [files, comments, changes, commentFiles] = await Promise.all([
    listAttachmentMeta(db, report.id),
    listComments(db, report.id),
    listStatusChanges(db, report.id),
    commentFilesOfReport(deps, report.id),
  ]);
  return {
    ...reportSummary(cipher, report),
    content: cipher.decryptText(report.content_enc, BIND.content(report.id)),
    completedDate: report.completed_at?.toISOString() ?? null,
    attachFiles: files.map((f) => ({
      id: f.id,
      clientFilename: cipher.decryptText(f.filename_enc, BIND.filename(report.id, f.id)),
      size: f.size_bytes,
    })),
    comments: comments.map((c) =>
      commentView(
        c,
        cipher.decryptText(c.content_enc, BIND.comment(report.id, c.id)),
        viewer,
        (commentFiles.get(c.id) ?? []).map(reporterFileView),
      ),
    ),
    commentCount: report.comment_count,
    timeline: reportTimeline(report, changes),
    files,
    events: {
      statusChanges: changes,
      replies: comments,
      acknowledged_by_earlier_rule_at: report.acknowledged_by_earlier_rule_at,
      feedback_by_earlier_rule_at: report.feedback_by_earlier_rule_at,
    },
    commentFiles,
  };
}

type AttachmentMeta = Awaited<ReturnType<typeof listAttachmentMeta>>[number];

/** The reporter's own report; the reporter's identity is never sent back, even for a real-name report. */
export async function viewMyReport(deps: AppDeps, auth: ReporterAuth): Promise<MyPostView> {
  const report = await findReport(deps.db, auth.scope, auth.scope.postId);
  if (!report) throw reportNotFound();
  authorize(reportPolicies.openAsReporter, null, {
    status: report.status_code,
    completedAt: report.completed_at,
    now: deps.now(),
  });
  const {
    files: _files,
    events: _events,
    commentFiles: _commentFiles,
    ...view
  } = await reportView(deps, report, auth.scope);
  return view;
}

/**
 * A report of the admin's scope: contact data only for real-name reports. The view is written to the
 * personal-data access log before anything is sent.
 */
export async function viewReportAsAdmin(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
): Promise<AdminPostDetail> {
  const { db, cipher } = deps;
  const report = await findReport(db, auth.scope, postId);
  if (!report) throw reportNotFound();
  await recordAccess(db, cipher, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'VIEW_REPORT',
    postId,
    receiptNumber: openReceipt(cipher, report.id, report.receipt_enc),
    now: deps.now(),
  });
  const [{ files, events, commentFiles, ...view }, identity, visits, clock] = await Promise.all([
    reportView(deps, report, auth.scope),
    report.post_type === 'PUBLIC' ? findIdentity(db, postId) : undefined,
    findVisits(db, postId),
    currentSettings(deps),
  ]);
  const decrypt = (blob: Buffer | undefined, binding: Binding) =>
    blob ? cipher.decryptText(blob, binding) : null;
  return {
    ...view,
    attachFiles: view.attachFiles.map((f, i) => ({ ...f, ...cleaningView(files[i] as AttachmentMeta) })),
    comments: view.comments.map((c) => ({ ...c, files: commentFiles.get(c.id) ?? [] })),
    user: {
      name: decrypt(identity?.name_enc, BIND.name(postId)),
      phoneNumber: decrypt(identity?.phone_enc, BIND.phone(postId)),
      email: decrypt(identity?.email_enc, BIND.email(postId)),
      createdDate: report.created_at.toISOString(),
      lastLoginDate: visits?.last_login_at?.toISOString() ?? null,
      loginSuccessCount: visits?.login_success_count ?? 0,
    },
    clocks: clocksView(report, events, clock, deps.now()),
    excludedPersons: decrypt(report.excluded_persons_enc ?? undefined, BIND.excludedPersons(postId)),
  };
}

/** The clocks of the detail: the stored moments' dates, and what met each (the conversation shows the reply). */
function clocksView(
  report: ReportRow,
  events: ClockEvents,
  clock: Awaited<ReturnType<typeof currentSettings>>,
  now: Date,
): AdminPostDetail['clocks'] {
  const met = clocksMetBy(events);
  return legalClocks(report, clock, now, {
    acknowledgement: met.acknowledgement?.by ?? null,
    feedback: met.feedback?.by ?? null,
  });
}
