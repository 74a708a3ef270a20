import { dummyHash, verifyPassword } from './passwords.ts';

/** Five wrong passwords in a row lock an account (a receipt number or an admin login id) for 15 minutes. */
export const SIGNIN_LOCK = { failures: 5, lockMs: 15 * 60_000 } as const;

/** What one counted attempt did to the account's lock. */
export type CountedAttempt = { lockedNow: boolean };

/**
 * An account as sign-in sees it. `passwordHash` null means it cannot sign in yet (treated as unknown).
 * `countAttempt` counts this attempt in one atomic write, before the password is checked, and locks the account
 * when the count reaches SIGNIN_LOCK.failures; it answers null when the account was already locked at `now`.
 */
export type SigninAccount = {
  passwordHash: string | null;
  countAttempt: (now: Date, lock: { failures: number; until: Date }) => Promise<CountedAttempt | null>;
};

/**
 * - `unknown`: no such account (or no password yet); - `locked`: locked before this try;
 * - `wrong` / `locked-now`: a wrong password, which locked the account when it was the fifth; - `ok`.
 */
export type SigninOutcome = 'unknown' | 'locked' | 'wrong' | 'locked-now' | 'ok';

/**
 * Counts one failed try of an account that does not exist (typed receipt number or admin id), atomically and
 * shared by every instance; answers whether that key is locked after it.
 */
export type UnknownAccountCounter = (
  key: string,
  now: Date,
  lock: { failures: number; until: Date },
) => Promise<boolean>;

/**
 * The one sign-in rule of reporters and admins. Each attempt is counted before its password is checked, in one
 * atomic write, so N concurrent tries count N and the fifth locks even while argon2 still runs for the others.
 * Every path checks a password (a dummy hash when there is no account or it is locked), so an answer takes as
 * long whether or not the account exists; failures of unknown accounts are counted too (in the database, under a
 * keyed hash of what was typed), so the fifth wrong try answers "locked" whether or not the account is real, on
 * whichever instance it arrives. After `ok` the caller clears the count with its success write.
 */
export class SigninLockout {
  constructor(private readonly countUnknown: UnknownAccountCounter) {}

  async check(
    key: string,
    account: SigninAccount | undefined,
    password: string,
    now: Date,
  ): Promise<SigninOutcome> {
    const lock = { failures: SIGNIN_LOCK.failures, until: new Date(now.getTime() + SIGNIN_LOCK.lockMs) };
    if (!account?.passwordHash) {
      const locked = await this.countUnknown(key, now, lock);
      await verifyPassword(await dummyHash(), password);
      return locked ? 'locked' : 'unknown';
    }
    const counted = await account.countAttempt(now, lock);
    if (!counted) {
      await verifyPassword(await dummyHash(), password);
      return 'locked';
    }
    if (await verifyPassword(account.passwordHash, password)) return 'ok';
    return counted.lockedNow ? 'locked-now' : 'wrong';
  }
}
