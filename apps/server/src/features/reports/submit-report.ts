import { REPORT_MESSAGES, type Receipt, type ReportSubmission, reportSubmission } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { insertAttachment, reserveAttachmentId, type Slices } from '../../data/attachments.repository.ts';
import { acknowledgementDue } from '../../data/legal-clocks.ts';
import { reservePostId } from '../../data/posts.repository.ts';
import { insertReportFiling, type ReportFiling } from '../../data/report-filing.repository.ts';
import { titleSearchTerms } from '../../data/title-search.ts';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantMac, receiptHash } from '../../security/access-grant.ts';
import { caseNumberLength, newCaseNumber } from '../../security/case-number.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { hashPassword } from '../../security/passwords.ts';
import { newReceiptNumber } from '../../security/receipt-number.ts';
import { acceptAttachment } from '../attachments/attachment-types.ts';
import { isCleanable } from '../attachments/cleaning/cleanable-types.ts';
import type { FileSink, ReportUpload } from '../attachments/read-upload.ts';
import { openSealedUpload, type SealedUpload } from '../attachments/sealed-upload.ts';
import { usableCompanyId, usableReportTypeId } from '../commons/commons.ts';
import { queueOversightNotice, queueReportEvent } from '../mail/outbox.ts';
import { currentSettings } from '../settings/settings.ts';
import { renderReportContent } from './report-content.ts';

/** How many times a report's numbers are drawn before filing gives up (a case number reaches 6 characters). */
export const FILING_TRIES = 9;

/** A file as it arrived with a form: its name, first bytes (its type is told by them), size and where it went. */
export type ArrivedFile = {
  filename: string;
  head: Buffer;
  size: number;
  stored: { postId: number; attachmentId: number };
};

/**
 * A report that passed every check and waits only to be written: its values (trimmed; never the password, whose
 * argon2id hash is kept), the ids of its company and type, the report id its values are encrypted for, and its file.
 */
/** A submission without its password (distributed over both kinds, so the real-name fields stay reachable). */
export type ReportValues = ReportSubmission extends infer R
  ? R extends unknown
    ? Omit<R, 'password'>
    : never
  : never;

export type CheckedReport = {
  values: ReportValues;
  passwordHash: string;
  companyTypeId: number;
  reportTypeId: number;
  postId: number;
  attachment: { id: number; filename: string; contentType: string; size: number } | null;
};

/**
 * Checks a report's fields and file with the shared schema, the company and type (usable now) and the file's type, and
 * hashes the password. Refuses with the first failing rule's message (400); writes nothing.
 */
export async function checkReport(
  deps: AppDeps,
  fields: Record<string, unknown>,
  file: ArrivedFile | null,
): Promise<CheckedReport> {
  const parsed = reportSubmission.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? REPORT_MESSAGES.invalidSubmit);
  }
  const { password, ...values } = parsed.data;
  // The company and type from memory (commons.ts), like the form's lists.
  const [companyTypeId, reportTypeId] = await Promise.all([
    usableCompanyId(deps, values.companyType),
    usableReportTypeId(deps, values.reportType),
  ]);
  if (companyTypeId === undefined) throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.company);
  if (reportTypeId === undefined) throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.reportType);
  const accepted = file ? acceptAttachment(file) : null;
  // The report's id is drawn while the password is hashed (a file's was drawn when the file began to arrive: it was
  // encrypted for it on the way); an id drawn for a report that then fails is a gap, as after any rollback.
  const [passwordHash, postId] = await Promise.all([
    hashPassword(password),
    file?.stored.postId ?? reservePostId(deps.db),
  ]);
  return {
    values,
    passwordHash,
    companyTypeId,
    reportTypeId,
    postId,
    attachment: file && accepted ? { id: file.stored.attachmentId, ...accepted, size: file.size } : null,
  };
}

/** Files a report inside the caller's transaction, with the deadline settings read before it began. */
export type FilingWithin = { trx: Trx; clock: Awaited<ReturnType<typeof currentSettings>> };

/**
 * Files a checked report: renders the content HTML from escaped text, encrypts, and writes report, credential,
 * identity (real-name only), attachment (`fileData`: its ciphertext, already encrypted for the report and attachment
 * ids) and the mail notice at once (one statement, or a transaction with a file or when mail is configured), so a
 * failure leaves nothing behind. `within` files it inside the caller's transaction (the review step's 접수), which
 * must have read the settings before it began (on the embedded database a transaction holds the one connection).
 */
export async function fileReport(
  deps: AppDeps,
  checked: CheckedReport,
  fileData: Slices | null,
  within?: FilingWithin,
): Promise<Receipt> {
  const { cipher } = deps;
  const { values: report, postId } = checked;
  const now = deps.now();
  const clock = within?.clock ?? (await currentSettings(deps));
  const content = renderReportContent(report);
  const filing: ReportFiling = {
    id: postId,
    receiptHash: Buffer.alloc(0),
    receiptEnc: Buffer.alloc(0),
    caseNumber: '',
    companyTypeId: checked.companyTypeId,
    reportTypeId: checked.reportTypeId,
    postType: report.postType,
    titleEnc: cipher.encrypt(report.title, BIND.title(postId)),
    contentEnc: cipher.encrypt(content, BIND.content(postId)),
    excludedPersonsEnc: report.excludedPersons
      ? cipher.encrypt(report.excludedPersons, BIND.excludedPersons(postId))
      : null,
    searchTerms: titleSearchTerms(cipher, report.title),
    dueAt: acknowledgementDue(now, clock),
    // The reporter named who must not see it: the report waits for its oversight, which sets the exclusions and
    // then releases it to the company's team (issue 30). Until then no team sees it, and only the oversight is told.
    heldAt: report.excludedPersons ? now : null,
    now,
    passwordHash: checked.passwordHash,
    credentialsMac: grantMac(cipher, 'reporter_credentials', {
      post_id: postId,
      password_hash: checked.passwordHash,
    }),
    identity:
      report.postType === 'PUBLIC'
        ? {
            name: cipher.encrypt(report.name, BIND.name(postId)),
            phone: cipher.encrypt(report.phoneNumber, BIND.phone(postId)),
            email: cipher.encrypt(report.email, BIND.email(postId)),
          }
        : null,
  };
  // A receipt number has 53 random bits: a collision is all but impossible. A case number has far fewer (it is said
  // on the phone): one taken is drawn again, longer after a few tries (caseNumberLength). Both are drawn anew.
  const file = async (db: Db): Promise<Receipt> => {
    for (let attempt = 0; attempt < FILING_TRIES; attempt++) {
      const receiptNumber = newReceiptNumber();
      const numbers = {
        receiptHash: receiptHash(cipher, receiptNumber),
        receiptEnc: cipher.encrypt(receiptNumber, BIND.receipt(postId)),
        caseNumber: newCaseNumber(now, caseNumberLength(attempt)),
      };
      if (await insertReportFiling(db, { ...filing, ...numbers })) return { receiptNumber };
    }
    throw new AppError('INTERNAL_ERROR');
  };
  const { attachment } = checked;
  const writeAll = async (trx: Trx) => {
    const receipt = await file(trx);
    const event = { postId, companyTypeId: checked.companyTypeId, now };
    if (filing.heldAt) await queueOversightNotice(deps, trx, { ...event, change: 'held', actor: null });
    else await queueReportEvent(deps, trx, { ...event, event: 'report-received' });
    if (attachment && fileData) {
      await insertAttachment(trx, {
        id: attachment.id,
        postId,
        filenameEnc: cipher.encrypt(attachment.filename, BIND.filename(postId, attachment.id)),
        contentType: attachment.contentType,
        size: attachment.size,
        // Under the key current now: a key rotation may have switched keys, or even ended, while the file arrived.
        dataEnc: fileData,
        // Cleaned after the commit, by the background cleaner (clean-attachments.ts).
        cleaning: isCleanable(attachment.contentType) ? 'PENDING' : 'UNSUPPORTED',
        now,
      });
    }
    return receipt;
  };
  if (within) return writeAll(within.trx);
  // The filing is one statement, atomic on its own; a file, or the mail notice when mail is configured
  // (queueReportEvent writes nothing otherwise), joins it in a transaction.
  if (!attachment && !deps.config.mail) return file(deps.db);
  return deps.db.transaction().execute(writeAll);
}

/** Files a report as it arrived (the API's submission): checked, then written. */
export async function submitReport(deps: AppDeps, upload: ReportUpload<SealedFile>): Promise<Receipt> {
  const checked = await checkReport(deps, upload.fields, upload.file);
  return fileReport(deps, checked, upload.file?.stored.slices ?? null);
}

/**
 * An uploaded file, encrypted as it arrived for the report and attachment ids drawn for it then, waiting in its
 * spool (attachments/sealed-upload.ts).
 */
export type SealedFile = SealedUpload & { postId: number; attachmentId: number };

/**
 * Where a report's file goes as it arrives: ids are drawn for it (unused ids are gaps, as after any rolled-back
 * insert) and its bytes are encrypted for them into an upload spool (attachments/sealed-upload.ts).
 */
export function sealedFileSink(deps: AppDeps) {
  return async (): Promise<FileSink<SealedFile>> => {
    const postId = await reservePostId(deps.db);
    const attachmentId = await reserveAttachmentId(deps.db);
    const sink = await openSealedUpload(deps, BIND.fileData(postId, attachmentId));
    return { ...sink, end: async () => ({ ...(await sink.end()), postId, attachmentId }) };
  };
}
