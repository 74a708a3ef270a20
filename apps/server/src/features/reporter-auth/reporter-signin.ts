import { REPORTER_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  countReporterAttempt,
  findCredentialsByReceipt,
  recordSigninSuccess,
} from '../../data/reporter-credentials.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { grantHolds, receiptHashes } from '../../security/access-grant.ts';
import { normalizeReceiptNumber } from '../../security/receipt-number.ts';
import { type SigninAccount, SigninLockout } from '../../security/signin-lockout.ts';
import { openSession } from '../sessions/sessions.ts';
import { unknownSignins } from '../sessions/unknown-signins.ts';

/**
 * Reporter sign-in with receipt number and password, under the one sign-in rule (security/signin-lockout.ts):
 * an unknown receipt and a wrong password answer alike, five failures lock for 15 minutes. A report completed
 * more than a month ago no longer opens. Success opens a session and counts the visit.
 */
export function reporterSignin(deps: AppDeps) {
  const lockout = new SigninLockout(unknownSignins(deps));
  return async ({ loginId, password }: { loginId: string; password: string }): Promise<{ token: string }> => {
    const now = deps.now();
    const receipt = normalizeReceiptNumber(loginId);
    const found = /^\d{1,32}$/.test(receipt)
      ? await findCredentialsByReceipt(deps.db, receiptHashes(deps.cipher, receipt))
      : undefined;
    // Credentials changed without the key (a copied password hash) grant nothing: the receipt answers as unknown.
    const cred = found && grantHolds(deps.cipher, 'reporter_credentials', found) ? found : undefined;
    const account: SigninAccount | undefined = cred && {
      passwordHash: cred.password_hash,
      countAttempt: (at, lock) => countReporterAttempt(deps.db, cred.post_id, at, lock),
    };
    const outcome = await lockout.check(`receipt:${receipt}`, account, password, now);
    if (outcome === 'locked' || outcome === 'locked-now')
      throw new AppError('LOCKED', REPORTER_MESSAGES.locked);
    if (outcome !== 'ok' || !cred) throw new AppError('UNAUTHORIZED', REPORTER_MESSAGES.badCredentials);
    authorize(reportPolicies.openAsReporter, null, {
      status: cred.status_code,
      completedAt: cred.completed_at,
      now,
    });
    await recordSigninSuccess(deps.db, cred.post_id, now);
    return {
      token: await openSession(deps.db, deps.cipher, { kind: 'REPORTER', postId: cred.post_id }, now),
    };
  };
}
