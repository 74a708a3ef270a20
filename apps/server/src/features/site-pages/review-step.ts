import type { Receipt } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Slices } from '../../data/attachments.repository.ts';
import {
  deleteExpiredPendingReports,
  deletePendingReport,
  findPendingReport,
  insertPendingReport,
  markPendingFiled,
  readPendingFile,
  reservePendingId,
} from '../../data/pending-reports.repository.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { type CheckedReport, fileReport, type SealedFile } from '../reports/submit-report.ts';
import { currentSettings } from '../settings/settings.ts';

/**
 * How long a checked report waits for its review page's 접수 (a reporter reads it over, perhaps slowly), and for how
 * long after 접수 a second press shows the same receipt instead of filing twice.
 */
export const REVIEW_HOLD_MS = 6 * 60 * 60_000;

/** What a waiting report keeps of its check, encrypted: everything but the password (kept as its hash). */
type HeldPayload = Omit<CheckedReport, 'passwordHash'>;

/**
 * Keeps a checked report for its review page: its values encrypted for the row, its file's ciphertext as it came
 * (already encrypted for the report and attachment ids it will be filed under), its password as the argon2id hash.
 * Answers the key the page holds (only its hash is stored). Reports whose time is up are deleted on the way.
 */
export async function holdForReview(
  deps: AppDeps,
  checked: CheckedReport,
  file: SealedFile | null,
): Promise<string> {
  const now = deps.now();
  await deleteExpiredPendingReports(deps.db, now);
  const key = newToken();
  const id = await reservePendingId(deps.db);
  const { passwordHash, ...payload } = checked;
  await deps.db.transaction().execute((trx) =>
    insertPendingReport(trx, {
      id,
      keyHash: hashToken(key),
      postId: checked.postId,
      attachmentId: checked.attachment?.id ?? null,
      payloadEnc: deps.cipher.encrypt(JSON.stringify(payload satisfies HeldPayload), BIND.pendingPayload(id)),
      passwordHash,
      fileData: file?.slices ?? null,
      now,
      expiresAt: new Date(now.getTime() + REVIEW_HOLD_MS),
    }),
  );
  return key;
}

/** A waiting report as its review page shows it; null when the key is unknown, its time is up, or it was filed. */
export async function heldReport(deps: AppDeps, key: string): Promise<HeldPayload | null> {
  const row = await findPendingReport(deps.db, hashToken(key), deps.now());
  if (!row?.payload_enc) return null;
  return JSON.parse(deps.cipher.decryptText(row.payload_enc, BIND.pendingPayload(row.id))) as HeldPayload;
}

/** 수정: the waiting report is given back (to fill the form again) and forgotten. */
export async function releaseHeldReport(deps: AppDeps, key: string): Promise<HeldPayload | null> {
  const row = await findPendingReport(deps.db, hashToken(key), deps.now());
  if (!row?.payload_enc) return null;
  const payload = JSON.parse(deps.cipher.decryptText(row.payload_enc, BIND.pendingPayload(row.id)));
  await deletePendingReport(deps.db, row.id);
  return payload as HeldPayload;
}

/**
 * 접수: files the waiting report, in the transaction that marks it filed (so it is filed once, however often 접수 is
 * pressed: a second press answers the same receipt). Null when the key is unknown or its time is up.
 */
export async function fileHeldReport(deps: AppDeps, key: string): Promise<Receipt | null> {
  const clock = await currentSettings(deps);
  return deps.db.transaction().execute(async (trx) => {
    const row = await findPendingReport(trx, hashToken(key), deps.now(), true);
    if (!row) return null;
    if (row.receipt_enc) {
      return { receiptNumber: deps.cipher.decryptText(row.receipt_enc, BIND.pendingReceipt(row.id)) };
    }
    if (!row.payload_enc || !row.password_hash) return null;
    const payload = JSON.parse(
      deps.cipher.decryptText(row.payload_enc, BIND.pendingPayload(row.id)),
    ) as HeldPayload;
    const data = row.attachment_id !== null ? await readPendingFile(trx, row.id) : null;
    const fileData: Slices | null = data
      ? async function* (size) {
          for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
        }
      : null;
    const receipt = await fileReport(deps, { ...payload, passwordHash: row.password_hash }, fileData, {
      trx,
      clock,
    });
    await markPendingFiled(
      trx,
      row.id,
      deps.cipher.encrypt(receipt.receiptNumber, BIND.pendingReceipt(row.id)),
    );
    return receipt;
  });
}
