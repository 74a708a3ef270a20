import { REPORT_MESSAGES, type Receipt, reportSubmission } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { CIPHER_CONTEXT } from '../../security/cipher-contexts.ts';
import { hashPassword } from '../../security/passwords.ts';
import { acceptAttachment } from '../attachments/attachment-types.ts';
import { insertAttachment } from '../attachments/attachments.repository.ts';
import type { ReportUpload } from '../attachments/read-upload.ts';
import { findUsableReportTypeId } from '../commons/report-types.repository.ts';
import { findUsableCompanyId } from '../company-maps/company-types.repository.ts';
import { queueReportReceived } from '../mail/outbox.ts';
import { insertCredentials } from '../reporter-auth/reporter-credentials.repository.ts';
import { insertReport } from './posts.repository.ts';
import { newReceiptNumber } from './receipt-number.ts';
import { renderReportContent } from './report-content.ts';
import { insertIdentity } from './reporter-identities.repository.ts';

/**
 * Files a report: validates every field with the shared schema, checks the company and type, renders the content
 * HTML from escaped text, encrypts, and writes report, credential, identity (real-name only), attachment and the
 * mail notice in one transaction, so a failure leaves nothing behind.
 */
export async function submitReport(deps: AppDeps, upload: ReportUpload): Promise<Receipt> {
  const parsed = reportSubmission.safeParse(upload.fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? REPORT_MESSAGES.invalidSubmit);
  }
  const report = parsed.data;

  const [companyTypeId, reportTypeId] = await Promise.all([
    findUsableCompanyId(deps.db, report.companyType),
    findUsableReportTypeId(deps.db, report.reportType),
  ]);
  if (companyTypeId === undefined) throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.company);
  if (reportTypeId === undefined) throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.reportType);
  const attachment = upload.file ? acceptAttachment(upload.file) : null;

  const { cipher } = deps;
  const now = deps.now();
  const passwordHash = await hashPassword(report.password);
  const titleEnc = cipher.encrypt(report.title, CIPHER_CONTEXT.title);
  const contentEnc = cipher.encrypt(renderReportContent(report), CIPHER_CONTEXT.content);

  return deps.db.transaction().execute(async (trx) => {
    let receiptNumber = '';
    let postId: number | undefined;
    // 53 random bits: a collision is all but impossible, but a taken number is simply drawn again.
    for (let attempt = 0; postId === undefined && attempt < 5; attempt++) {
      receiptNumber = newReceiptNumber();
      postId = await insertReport(trx, {
        receiptNumber,
        companyTypeId,
        reportTypeId,
        postType: report.postType,
        titleEnc,
        contentEnc,
        now,
      });
    }
    if (postId === undefined) throw new AppError('INTERNAL_ERROR');
    await insertCredentials(trx, postId, passwordHash);
    await queueReportReceived(deps, trx, { companyTypeId, reportTypeId, now });
    if (report.postType === 'PUBLIC') {
      await insertIdentity(
        trx,
        postId,
        {
          name: cipher.encrypt(report.name, CIPHER_CONTEXT.name),
          phone: cipher.encrypt(report.phoneNumber, CIPHER_CONTEXT.phone),
          email: cipher.encrypt(report.email, CIPHER_CONTEXT.email),
        },
        now,
      );
    }
    if (attachment) {
      await insertAttachment(trx, {
        postId,
        filenameEnc: cipher.encrypt(attachment.filename, CIPHER_CONTEXT.filename),
        contentType: attachment.contentType,
        size: attachment.data.length,
        dataEnc: cipher.encrypt(attachment.data, CIPHER_CONTEXT.fileData),
        now,
      });
    }
    return { receiptNumber };
  });
}
