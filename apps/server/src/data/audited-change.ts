import type { AppDeps } from '../app-deps.ts';
import { type AuditActor, writeAudit } from './audit-trail.repository.ts';
import type { Trx } from '../db/types.ts';
import type { EvidenceSeal } from '../security/evidence-seal.ts';

export type ChangeContext = {
  trx: Trx;
  now: Date;
  /** Writes the audit-trail row of this change, in its transaction; `as` is the actor when the change created it. */
  audit(
    action: string,
    entity: string,
    entityId: string | number | null,
    before: unknown,
    after: unknown,
    as?: AuditActor,
  ): Promise<void>;
};

/**
 * What runs around a change, in its transaction: before it, and (the answer) after it, where it may throw to roll the
 * change back. The features that own such a rule declare it: what must survive (admins/sysadmin-remains.ts), what
 * must be told (data/reference-cache.ts).
 */
export type ChangeHook = (trx: Trx) => Promise<() => Promise<void>>;

export type ChangeOptions = {
  hooks?: readonly ChangeHook[];
  /** After the change committed (not allowed inside a caller's transaction, which commits later). */
  afterCommit?: () => void;
};

/**
 * The one way to make an audited change: `fn` runs in a transaction and writes its audit-trail row there with
 * `audit()`, so the change and its record commit together or not at all. Given a transaction as `deps.db`, the
 * change joins it (a restore, a key rotation, which audit the end of a longer transaction).
 */
export async function auditedChange<T>(
  deps: Pick<AppDeps, 'db' | 'now'> & { cipher: EvidenceSeal },
  actor: AuditActor,
  fn: (c: ChangeContext) => Promise<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const now = deps.now();
  const run = async (trx: Trx) => {
    const checks = [];
    for (const hook of options.hooks ?? []) checks.push(await hook(trx));
    const changed = await fn({
      trx,
      now,
      audit: (action, entity, entityId, before, after, as = actor) =>
        writeAudit(trx, deps.cipher, as, { action, entity, entityId, before, after, now }),
    });
    for (const check of checks) await check();
    return changed;
  };
  if (deps.db.isTransaction) {
    if (options.afterCommit) throw new Error('afterCommit needs a transaction of its own');
    return run(deps.db as Trx);
  }
  const result = await deps.db.transaction().execute(run);
  options.afterCommit?.();
  return result;
}
