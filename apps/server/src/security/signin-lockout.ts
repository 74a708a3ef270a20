import { dummyHash, verifyPassword } from './passwords.ts';

/** Five wrong passwords in a row lock an account (a receipt number or an admin login id) for 15 minutes. */
export const SIGNIN_LOCK = { failures: 5, lockMs: 15 * 60_000 } as const;

/** The failure count and lock of an account, as its table stores them. */
export type LockState = { failedCount: number; lockedUntil: Date | null };

/**
 * An account as sign-in sees it: `passwordHash` null means it cannot sign in yet (treated as unknown);
 * `saveLock` stores a new failure count and lock with the account.
 */
export type SigninAccount = LockState & {
  passwordHash: string | null;
  saveLock: (state: LockState) => Promise<void>;
};

/**
 * - `unknown`: no such account (or no password yet); - `locked`: locked before this try;
 * - `wrong` / `locked-now`: a wrong password, which locked the account when it was the fifth; - `ok`.
 */
export type SigninOutcome = 'unknown' | 'locked' | 'wrong' | 'locked-now' | 'ok';

/**
 * The one sign-in rule of reporters and admins. Every path checks a password (a dummy hash when there is no
 * account or it is locked), so an answer takes as long whether or not the account exists; failures of unknown
 * accounts are counted too (in memory, under the key typed), so the fifth wrong try answers "locked" whether
 * or not the account is real. The caller answers by outcome (and lifts the lock itself after a success).
 */
export class SigninLockout {
  readonly #unknown = new FailedSigninMemory();

  async check(
    key: string,
    account: SigninAccount | undefined,
    password: string,
    now: Date,
  ): Promise<SigninOutcome> {
    if (!account?.passwordHash) {
      await verifyPassword(await dummyHash(), password);
      return this.#unknown.fail(key, now.getTime()) ? 'locked' : 'unknown';
    }
    if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
      await verifyPassword(await dummyHash(), password);
      return 'locked';
    }
    if (await verifyPassword(account.passwordHash, password)) return 'ok';
    const failures = account.failedCount + 1;
    const lock = failures >= SIGNIN_LOCK.failures;
    await account.saveLock({
      failedCount: lock ? 0 : failures,
      lockedUntil: lock ? new Date(now.getTime() + SIGNIN_LOCK.lockMs) : null,
    });
    return lock ? 'locked-now' : 'wrong';
  }
}

/**
 * Failure counters of accounts that do not exist, kept in memory only (bounded; the oldest entry goes first).
 * Existing accounts count their failures in the database.
 */
class FailedSigninMemory {
  readonly #entries = new Map<string, { count: number; lockedUntil: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  /** Counts a failure unless the key is locked; answers whether the key is locked after it. */
  fail(key: string, now: number): boolean {
    const e = this.#entries.get(key) ?? { count: 0, lockedUntil: 0 };
    if (e.lockedUntil > now) return true;
    this.#entries.delete(key);
    e.count += 1;
    if (e.count >= SIGNIN_LOCK.failures) {
      e.count = 0;
      e.lockedUntil = now + SIGNIN_LOCK.lockMs;
    }
    this.#entries.set(key, e);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return e.lockedUntil > now;
  }
}
