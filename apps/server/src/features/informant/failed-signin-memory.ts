/**
 * Failure counters for receipt numbers that do not exist, kept in memory only. Existing receipts count their
 * failures in the database; counting unknown ones too means that the fifth wrong try answers "locked" whether or
 * not the receipt exists, so the answers never tell which receipt numbers are real.
 */
export class FailedSigninMemory {
  readonly #entries = new Map<string, { count: number; lockedUntil: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  lockedUntil(key: string, now: number): number | null {
    const e = this.#entries.get(key);
    return e && e.lockedUntil > now ? e.lockedUntil : null;
  }

  /** Records a failure; answers the lock end when this failure locks the key. */
  fail(key: string, now: number, limit: number, lockMs: number): number | null {
    const e = this.#entries.get(key) ?? { count: 0, lockedUntil: 0 };
    this.#entries.delete(key);
    e.count += 1;
    if (e.count >= limit) {
      e.count = 0;
      e.lockedUntil = now + lockMs;
    }
    this.#entries.set(key, e);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return e.lockedUntil > now ? e.lockedUntil : null;
  }
}
