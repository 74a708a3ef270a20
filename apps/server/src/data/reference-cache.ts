import { raiseVersion, readVersion } from './cache-versions.repository.ts';
import type { Db, Trx } from '../db/types.ts';
import type { ChangeHook, ChangeOptions } from './audited-change.ts';

/**
 * The public lists (companies, report types, statuses) are read by every visitor and change only when a system admin
 * changes something, so each instance keeps them in memory. Every administrative change raises the version in its
 * own transaction (referenceChange); the instance that made the change drops its cache at once, and every instance
 * compares the version at most once a second, so a change shows everywhere within a second. Caches are per database
 * (a test process runs many apps).
 */
const NAME = 'reference-data';
const CHECK_EVERY_MS = 1_000;

type Entry = { version: number; checkedAt: number; values: Map<string, Promise<unknown>> };
const caches = new WeakMap<Db, Entry>();

/** `load()`'s answer, from this instance's cache while the reference data has not changed. */
export async function cachedReference<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entry = caches.get(db);
  const now = Date.now();
  if (!entry || now - entry.checkedAt >= CHECK_EVERY_MS) {
    const version = await readVersion(db, NAME);
    if (!entry || entry.version !== version) entry = { version, checkedAt: now, values: new Map() };
    else entry.checkedAt = now;
    caches.set(db, entry);
  }
  let value = entry.values.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    entry.values.set(key, value);
    // A failed load is not kept.
    value.catch(() => entry?.values.delete(key));
  }
  return value;
}

/**
 * The options of an audited change to reference data (companies, their maps, groups, settings): in its transaction
 * every instance's cache becomes stale; after it commits this instance drops its own at once (the others within a
 * second). `hooks` are the change's other hooks.
 */
export function referenceChange(db: Db, ...hooks: ChangeHook[]): ChangeOptions {
  const raise: ChangeHook = async (trx) => () => raiseReferenceVersion(trx);
  return { hooks: [...hooks, raise], afterCommit: () => dropReferenceCache(db) };
}

/** In the transaction of a change to reference data: every instance's cache of it becomes stale. */
export async function raiseReferenceVersion(trx: Trx): Promise<void> {
  await raiseVersion(trx, NAME);
}

/** After that change committed: this instance drops its cache at once (the others within a second). */
export function dropReferenceCache(db: Db): void {
  caches.delete(db);
}
