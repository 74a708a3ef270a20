import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { type Cipher, createCipher } from '../security/crypto.ts';

// Rows that grant access carry a MAC under the master key (security/access-grant.ts), so the factories that write
// them must use the key of the app that will read them. Each test database gets one key, the first time either a
// factory or buildTestApp asks (buildTestApp given its own key makes that the database's key).
const ciphers = new WeakMap<object, Cipher>();

/** The cipher of the test database `db` (made with a random key on first use). */
export function testCipherOf(db: Db): Cipher {
  let cipher = ciphers.get(db);
  if (!cipher) {
    cipher = createCipher(randomBytes(32));
    ciphers.set(db, cipher);
  }
  return cipher;
}

/** Makes `cipher` the one the factories use for `db` (the app's own, built on that database). */
export function useTestCipher(db: Db, cipher: Cipher): void {
  ciphers.set(db, cipher);
}
