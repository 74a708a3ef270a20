import { ERROR_CODES, INFORMANT_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { dummyHash, verifyPassword } from '../../security/passwords.ts';
import { normalizeReceiptNumber } from '../reports/receipt-number.ts';
import { isClosedForReporter } from '../reports/reporter-window.ts';
import { findCredentialsByReceipt, recordSigninFailure, recordSigninSuccess } from '../reports/repository.ts';
import { deleteDeadReporterSessions } from '../sessions/repository.ts';
import { openSession } from '../sessions/service.ts';
import { FailedSigninMemory } from './failed-signin-memory.ts';

export const SIGNIN_LOCK = { failures: 5, lockMs: 15 * 60_000 } as const;

const badCredentials = () => new AppError(ERROR_CODES.unauthorized, 401, INFORMANT_MESSAGES.badCredentials);
const locked = () => new AppError(ERROR_CODES.locked, 423, INFORMANT_MESSAGES.locked);

export type ReporterSignin = (input: { loginId: string; password: string }) => Promise<{ token: string }>;

/**
 * Reporter sign-in with receipt number and password. Unknown receipt and wrong password get the same answer and
 * take as long (the password is checked against a dummy hash); five failures in a row lock the receipt for 15
 * minutes; a report completed more than a month ago no longer opens. Success opens a session and counts the visit.
 */
export function reporterSignin(deps: AppDeps): ReporterSignin {
  const unknownReceipts = new FailedSigninMemory();
  return async ({ loginId, password }) => {
    const now = deps.now();
    const receipt = normalizeReceiptNumber(loginId);
    const cred = /^\d{1,32}$/.test(receipt) ? await findCredentialsByReceipt(deps.db, receipt) : undefined;

    if (!cred) {
      await verifyPassword(await dummyHash(), password);
      if (unknownReceipts.lockedUntil(receipt, now.getTime())) throw locked();
      if (unknownReceipts.fail(receipt, now.getTime(), SIGNIN_LOCK.failures, SIGNIN_LOCK.lockMs))
        throw locked();
      throw badCredentials();
    }
    if (cred.locked_until && cred.locked_until.getTime() > now.getTime()) {
      await verifyPassword(await dummyHash(), password);
      throw locked();
    }
    if (!(await verifyPassword(cred.password_hash, password))) {
      const failures = cred.failed_count + 1;
      const lock = failures >= SIGNIN_LOCK.failures;
      await recordSigninFailure(
        deps.db,
        cred.post_id,
        lock ? 0 : failures,
        lock ? new Date(now.getTime() + SIGNIN_LOCK.lockMs) : null,
      );
      throw lock ? locked() : badCredentials();
    }
    if (isClosedForReporter(cred.status_code, cred.completed_at, now)) {
      throw new AppError(ERROR_CODES.forbidden, 403, INFORMANT_MESSAGES.closed);
    }
    await recordSigninSuccess(deps.db, cred.post_id, now);
    await deleteDeadReporterSessions(deps.db, cred.post_id, now);
    return { token: await openSession(deps.db, { kind: 'REPORTER', postId: cred.post_id }, now) };
  };
}
