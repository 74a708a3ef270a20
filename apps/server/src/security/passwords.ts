import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../lib/concurrency-limit.ts';

// OWASP's argon2id recommendation (m=19 MiB, t=2, p=1). Algorithm 2 is Argon2id in @node-rs/argon2.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * One hash or verification per core at a time. Each takes a core and 19 MiB for about 20 ms; libuv's four threads
 * would run four at once on two cores, which only slows each (they share the cores and the memory bus) and takes the
 * event loop's and the database's share of the CPU (bench/README.md, finding 17).
 */
const oneAtATimePerCore = concurrencyLimit(Math.max(1, os.availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await oneAtATimePerCore(() => verify(stored, password));
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
