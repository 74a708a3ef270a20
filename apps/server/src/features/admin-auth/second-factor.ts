import { ADMIN_MESSAGES, TOTP_CODE } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  clearAdminAttempts,
  countAdminAttempt,
  findAdminUser,
  findSecondFactor,
  setPendingTotpSecret,
  useTotpStep,
} from '../../data/admin-users.repository.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { insertLoginLog } from '../../data/login-logs.repository.ts';
import {
  listUnusedRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../../data/recovery-codes.repository.ts';
import { revokeSession } from '../../data/sessions.repository.ts';
import type { SessionStage } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantHolds } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import {
  enrollmentOf,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
} from '../../security/second-factor.ts';
import { SIGNIN_LOCK } from '../../security/signin-lockout.ts';
import { openSession, resolveSession } from '../sessions/sessions.ts';

// The second step of an admin sign-in (TOTP, RFC 6238, or a one-time recovery code) and the enrollment of an
// authenticator app. Each step is reached only with the short-lived sign-in token the password step gave, and
// every code tried is counted toward the same lock as passwords, before it is checked.

const stepExpired = () => new AppError('UNAUTHORIZED', ADMIN_MESSAGES.signinStepExpired);

/** The admin behind a sign-in token of `stage`; a user or group made unusable meanwhile is refused. */
async function signinStep(deps: AppDeps, signinToken: string, stage: SessionStage) {
  const messages = { missing: ADMIN_MESSAGES.signinStepExpired, expired: ADMIN_MESSAGES.signinStepExpired };
  const session = await resolveSession(
    deps.db,
    deps.cipher,
    signinToken,
    'ADMIN',
    deps.now(),
    messages,
    stage,
  );
  const admin = await findAdminUser(deps.db, session.ownerId);
  if (!admin) throw stepExpired();
  if (admin.status !== 'ENABLED' || admin.group_status !== 'ENABLED') {
    await revokeSession(deps.db, session.sessionId, deps.now());
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.disabled);
  }
  return { sessionId: session.sessionId, admin };
}

/** Counts one code attempt before it is checked; refuses at once when the account is locked. */
async function countCodeAttempt(deps: AppDeps, admin: { id: number; login_id: string }, ip: string) {
  const now = deps.now();
  const counted = await countAdminAttempt(deps.db, admin.id, now, {
    failures: SIGNIN_LOCK.failures,
    until: new Date(now.getTime() + SIGNIN_LOCK.lockMs),
  });
  if (!counted) {
    await logAttempt(deps, admin, ip, false, 'LOCKED');
    throw new AppError('LOCKED', ADMIN_MESSAGES.locked);
  }
  return {
    refuse: async (): Promise<never> => {
      await logAttempt(deps, admin, ip, false, counted.lockedNow ? 'LOCKED_NOW' : 'BAD_CODE');
      throw counted.lockedNow
        ? new AppError('LOCKED', ADMIN_MESSAGES.locked)
        : new AppError('UNAUTHORIZED', ADMIN_MESSAGES.badCode);
    },
  };
}

function logAttempt(
  deps: AppDeps,
  admin: { id: number; login_id: string },
  ip: string,
  success: boolean,
  reason: string | null,
  secondFactor: 'TOTP' | 'RECOVERY' | null = null,
) {
  return insertLoginLog(deps.db, deps.cipher, {
    adminUserId: admin.id,
    loginId: admin.login_id,
    ip,
    success,
    reason,
    secondFactor,
    now: deps.now(),
  });
}

/** Which factor a code proves, spending it (a TOTP step or a recovery code is accepted once); null when none. */
export async function spendCode(
  deps: AppDeps,
  adminUserId: number,
  code: string,
): Promise<'TOTP' | 'RECOVERY' | null> {
  const now = deps.now();
  if (TOTP_CODE.test(code)) {
    const factor = await findSecondFactor(deps.db, adminUserId);
    if (!factor?.totp_secret_enc || !factor.totp_enabled_at) return null;
    const secret = deps.cipher.decryptText(factor.totp_secret_enc, BIND.totpSecret(adminUserId));
    const step = await matchTotp(secret, code, now, factor.totp_last_step);
    return step !== null && (await useTotpStep(deps.db, deps.cipher, adminUserId, step, now)) ? 'TOTP' : null;
  }
  const typed = normalizeRecoveryCode(code);
  for (const stored of await listUnusedRecoveryCodes(deps.db, adminUserId)) {
    // A code hash written without the key (one the writer knows) is no code.
    if (!grantHolds(deps.cipher, 'admin_recovery_codes', stored)) continue;
    if ((await verifyPassword(stored.code_hash, typed)) && (await spendRecoveryCode(deps.db, stored.id, now)))
      return 'RECOVERY';
  }
  return null;
}

/** Completes a sign-in with a TOTP code or a recovery code; answers the session token. */
export async function verifySecondFactor(
  deps: AppDeps,
  input: { signinToken: string; code: string },
  ip: string,
): Promise<{ token: string }> {
  const { sessionId, admin } = await signinStep(deps, input.signinToken, 'SECOND_FACTOR');
  const attempt = await countCodeAttempt(deps, admin, ip);
  const used = await spendCode(deps, admin.id, input.code);
  if (!used) return attempt.refuse();
  const now = deps.now();
  await clearAdminAttempts(deps.db, admin.id);
  await revokeSession(deps.db, sessionId, now);
  await logAttempt(deps, admin, ip, true, null, used);
  return { token: await openSession(deps.db, deps.cipher, { kind: 'ADMIN', adminUserId: admin.id }, now) };
}

// An enrolment step's token lives 10 minutes: one opened before the admin enrolled (by whoever knew the password)
// must not replace, or set aside, the factor now in use. Only a reset forgets one (admins/reset-second-factor.ts).
const alreadyEnrolled = () => new AppError('CONFLICT', ADMIN_MESSAGES.alreadyEnrolled);

/** Draws a new secret for the admin's authenticator app (kept, unused, until a code confirms it). */
export async function startEnrollment(deps: AppDeps, input: { signinToken: string }) {
  const { admin } = await signinStep(deps, input.signinToken, 'ENROLL');
  const secret = newTotpSecret();
  const pending = await setPendingTotpSecret(
    deps.db,
    deps.cipher,
    admin.id,
    deps.cipher.encrypt(secret, BIND.totpSecret(admin.id)),
    deps.now(),
  );
  if (!pending) throw alreadyEnrolled();
  return enrollmentOf(admin.login_id, secret);
}

/**
 * A code from the app confirms the secret: it is put in use, ten recovery codes replace any old ones (shown this
 * once), the enrollment is written to the audit trail, and the admin is signed in.
 */
export async function confirmEnrollment(
  deps: AppDeps,
  input: { signinToken: string; code: string },
  ip: string,
): Promise<{ token: string; recoveryCodes: string[] }> {
  const { sessionId, admin } = await signinStep(deps, input.signinToken, 'ENROLL');
  const factor = await findSecondFactor(deps.db, admin.id);
  if (factor?.totp_enabled_at) throw alreadyEnrolled();
  if (!factor?.totp_secret_enc) throw new AppError('CONFLICT', ADMIN_MESSAGES.enrollmentNotStarted);
  const attempt = await countCodeAttempt(deps, admin, ip);
  const secret = deps.cipher.decryptText(factor.totp_secret_enc, BIND.totpSecret(admin.id));
  const now = deps.now();
  const step = await matchTotp(secret, input.code, now, factor.totp_last_step);
  if (step === null) return attempt.refuse();
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(c)));
  const token = await auditedChange(
    deps,
    { adminUserId: admin.id, loginId: admin.login_id, ip },
    async ({ trx, audit }) => {
      if (!(await useTotpStep(trx, deps.cipher, admin.id, step, now, true))) return null;
      await replaceRecoveryCodes(trx, deps.cipher, admin.id, hashes, now);
      await clearAdminAttempts(trx, admin.id);
      await revokeSession(trx, sessionId, now);
      await audit('ENROLL_SECOND_FACTOR', 'admin_user', admin.id, null, {
        secondFactor: 'TOTP',
        recoveryCodes: recoveryCodes.length,
      });
      return openSession(trx, deps.cipher, { kind: 'ADMIN', adminUserId: admin.id }, now);
    },
  );
  if (!token) return attempt.refuse();
  await logAttempt(deps, admin, ip, true, null, 'TOTP');
  return { token, recoveryCodes };
}
