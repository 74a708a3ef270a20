import type { AppDeps } from '../../app-deps.ts';
import { countUnknownFailure } from '../../data/signin-failures.repository.ts';
import type { UnknownAccountCounter } from '../../security/signin-lockout.ts';

/** The sign-in rule's counter of accounts that do not exist: in the database, under a keyed hash of the key. */
export const unknownSignins =
  (deps: AppDeps): UnknownAccountCounter =>
  (key, now, lock) =>
    countUnknownFailure(deps.db, deps.cipher.lookupHash('signin', key), now, lock);
