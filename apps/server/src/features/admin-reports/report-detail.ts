import { ADMIN_MESSAGES, type AdminPostDetail, ERROR_CODES, type PostStatusCode } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { recordAccess } from '../access-log/repository.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { writeAudit } from '../audit-trail/repository.ts';
import { CIPHER_CONTEXT } from '../reports/cipher-contexts.ts';
import { reportView } from '../reports/report-view.ts';
import { findAttachment, findReport } from '../reports/repository.ts';
import { findAttachmentPost, findReporterInfo, isPostInScope, updateStatus } from './repository.ts';

const notInScope = () => new AppError(ERROR_CODES.notFound, 404, ADMIN_MESSAGES.notInScope);

/** Throws 404 unless the report belongs to a company of the admin's group: others' reports look nonexistent. */
export async function assertInScope(deps: AppDeps, auth: AdminAuth, postId: number): Promise<void> {
  if (!(await isPostInScope(deps.db, auth.groupId, postId))) throw notInScope();
}

/** The report as the admin sees it: contact data only for real-name reports. Recorded in the access log first. */
export async function viewReport(deps: AppDeps, auth: AdminAuth, postId: number): Promise<AdminPostDetail> {
  await assertInScope(deps, auth, postId);
  const { db, cipher } = deps;
  const report = await findReport(db, postId);
  if (!report) throw notInScope();
  await recordAccess(db, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'VIEW_REPORT',
    postId,
    receiptNumber: report.receipt_number,
    now: deps.now(),
  });
  const [base, reporter] = await Promise.all([
    reportView(db, cipher, report, { kind: 'admin', adminUserId: auth.adminUserId }),
    findReporterInfo(db, postId),
  ]);
  const isPublic = report.post_type === 'PUBLIC';
  const decrypt = (blob: Buffer | null | undefined, context: string) =>
    isPublic && blob ? cipher.decryptText(blob, context) : null;
  return {
    ...base,
    user: {
      name: decrypt(reporter?.name_enc, CIPHER_CONTEXT.name),
      phoneNumber: decrypt(reporter?.phone_enc, CIPHER_CONTEXT.phone),
      email: decrypt(reporter?.email_enc, CIPHER_CONTEXT.email),
      createdDate: report.created_at.toISOString(),
      lastLoginDate: reporter?.last_login_at?.toISOString() ?? null,
      loginSuccessCount: reporter?.login_success_count ?? 0,
    },
  };
}

/** Sets any status (spec section 4); completion starts the reporter's one-month window. Audited in the same transaction. */
export async function setReportStatus(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  status: PostStatusCode,
): Promise<{ postStatus: PostStatusCode }> {
  await assertInScope(deps, auth, postId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await findReport(trx, postId);
    if (!current) throw notInScope();
    if (current.status_code === status) return;
    const completedAt = status === 'COMPLETED' ? now : null;
    await updateStatus(trx, postId, status, completedAt, now);
    await writeAudit(
      trx,
      { adminUserId: auth.adminUserId, loginId: auth.loginId, ip: auth.ip },
      {
        action: 'UPDATE_STATUS',
        entity: 'post',
        entityId: postId,
        before: { status: current.status_code },
        after: { status },
        now,
      },
    );
  });
  return { postStatus: status };
}

export async function downloadReportAttachment(deps: AppDeps, auth: AdminAuth, attachmentId: number) {
  const meta = await findAttachmentPost(deps.db, attachmentId);
  if (!meta) throw new AppError(ERROR_CODES.notFound, 404, ADMIN_MESSAGES.notInScope);
  await assertInScope(deps, auth, meta.post_id);
  const file = await findAttachment(deps.db, meta.post_id, attachmentId);
  if (!file) throw notInScope();
  const report = await findReport(deps.db, meta.post_id);
  await recordAccess(deps.db, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'DOWNLOAD_ATTACHMENT',
    postId: meta.post_id,
    ...(report ? { receiptNumber: report.receipt_number } : {}),
    detail: `attachment ${attachmentId}`,
    now: deps.now(),
  });
  return {
    filename: deps.cipher.decryptText(file.filename_enc, CIPHER_CONTEXT.filename),
    contentType: file.content_type,
    data: deps.cipher.decrypt(file.data_enc, CIPHER_CONTEXT.fileData),
  };
}
