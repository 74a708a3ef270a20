import { REPORT_MESSAGES, type Receipt, reportSubmission } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { hashPassword } from '../../security/passwords.ts';
import { acceptAttachment } from '../attachments/attachment-types.ts';
import { insertAttachment, reserveAttachmentId } from '../attachments/attachments.repository.ts';
import type { ReportUpload } from '../attachments/read-upload.ts';
import { findUsableReportTypeId } from '../commons/report-types.repository.ts';
import { findUsableCompanyId } from '../company-maps/company-types.repository.ts';
import { queueReportReceived } from '../mail/outbox.ts';
import { insertCredentials } from '../reporter-auth/reporter-credentials.repository.ts';
import { insertReport, reservePostId } from './posts.repository.ts';
import { newReceiptNumber } from './receipt-number.ts';
import { renderReportContent } from './report-content.ts';
import { insertIdentity } from './reporter-identities.repository.ts';
import { titleSearchTerms } from './title-search.ts';

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
  const content = renderReportContent(report);

  return deps.db.transaction().execute(async (trx) => {
    const postId = await reservePostId(trx);
    const titleEnc = cipher.encrypt(report.title, BIND.title(postId));
    const contentEnc = cipher.encrypt(content, BIND.content(postId));
    const searchTerms = titleSearchTerms(cipher, report.title);
    let receiptNumber = '';
    let inserted = false;
    // 53 random bits: a collision is all but impossible, but a taken number is simply drawn again.
    for (let attempt = 0; !inserted && attempt < 5; attempt++) {
      receiptNumber = newReceiptNumber();
      inserted = await insertReport(trx, {
        id: postId,
        receiptNumber,
        companyTypeId,
        reportTypeId,
        postType: report.postType,
        titleEnc,
        contentEnc,
        searchTerms,
        now,
      });
    }
    if (!inserted) throw new AppError('INTERNAL_ERROR');
    await insertCredentials(trx, postId, passwordHash);
    await queueReportReceived(deps, trx, { companyTypeId, reportTypeId, now });
    if (report.postType === 'PUBLIC') {
      await insertIdentity(
        trx,
        postId,
        {
          name: cipher.encrypt(report.name, BIND.name(postId)),
          phone: cipher.encrypt(report.phoneNumber, BIND.phone(postId)),
          email: cipher.encrypt(report.email, BIND.email(postId)),
        },
        now,
      );
    }
    if (attachment) {
      const id = await reserveAttachmentId(trx);
      await insertAttachment(trx, {
        id,
        postId,
        filenameEnc: cipher.encrypt(attachment.filename, BIND.filename(postId, id)),
        contentType: attachment.contentType,
        size: attachment.data.length,
        dataEnc: cipher.encrypt(attachment.data, BIND.fileData(postId, id)),
        now,
      });
    }
    return { receiptNumber };
  });
}
