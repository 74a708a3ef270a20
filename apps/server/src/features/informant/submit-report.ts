import { ERROR_CODES, REPORT_MESSAGES, type Receipt, reportSubmission } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { queueReportReceived } from '../mail/outbox.ts';
import { checkAttachment, cleanFilename } from '../reports/attachment-types.ts';
import { CIPHER_CONTEXT } from '../reports/cipher-contexts.ts';
import { newReceiptNumber } from '../reports/receipt-number.ts';
import { renderReportContent } from '../reports/report-content.ts';
import {
  findUsableCompanyId,
  findUsableReportTypeId,
  insertAttachment,
  insertCredentials,
  insertIdentity,
  insertReport,
} from '../reports/repository.ts';

export type ReportUpload = {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
};

/**
 * Files a report: validates every field with the shared schema, checks the company and type, renders the content
 * HTML from escaped text, encrypts, and writes report, credential, identity (real-name only) and attachment in one
 * transaction, so a failure leaves nothing behind.
 */
export async function submitReport(deps: AppDeps, upload: ReportUpload): Promise<Receipt> {
  const parsed = reportSubmission.safeParse(upload.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? REPORT_MESSAGES.invalidSubmit);
  const report = parsed.data;

  const [companyTypeId, reportTypeId] = await Promise.all([
    findUsableCompanyId(deps.db, report.companyType),
    findUsableReportTypeId(deps.db, report.reportType),
  ]);
  if (companyTypeId === undefined) throw badRequest(REPORT_MESSAGES.company);
  if (reportTypeId === undefined) throw badRequest(REPORT_MESSAGES.reportType);

  let attachment: { filename: string; contentType: string; data: Buffer } | null = null;
  if (upload.file && (upload.file.data.length > 0 || upload.file.filename)) {
    const filename = cleanFilename(upload.file.filename);
    const check = checkAttachment(filename, upload.file.data.subarray(0, 4096));
    if (!check.ok) {
      throw new AppError(
        ERROR_CODES.unsupportedMedia,
        415,
        check.reason === 'type' ? REPORT_MESSAGES.fileType : REPORT_MESSAGES.fileMismatch,
      );
    }
    attachment = { filename, contentType: check.contentType, data: upload.file.data };
  }

  const { cipher } = deps;
  const now = deps.now();
  const passwordHash = await hashPassword(report.password);
  const titleEnc = cipher.encrypt(report.title, CIPHER_CONTEXT.title);
  const contentEnc = cipher.encrypt(renderReportContent(report), CIPHER_CONTEXT.content);

  return deps.db.transaction().execute(async (trx) => {
    let receiptNumber = '';
    let postId: number | undefined;
    for (let attempt = 0; postId === undefined; attempt++) {
      if (attempt === 5) throw new Error('could not draw a free receipt number');
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
