import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation (m=19 MiB, t=2, p=1). Algorithm 2 is Argon2id in @node-rs/argon2.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked against when the account does not exist, so that the answer takes as
 * long whether or not a receipt number or login id is known.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
