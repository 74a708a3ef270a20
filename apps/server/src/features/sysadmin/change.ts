import { ERROR_CODES, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { type AuditActor, writeAudit } from '../audit-trail/repository.ts';
import { countPermissionHolders } from './directory.repository.ts';

export type ChangeContext = {
  trx: Transaction<Database>;
  now: Date;
  /** Writes the audit-trail row of this change, in its transaction. */
  audit(
    action: string,
    entity: string,
    entityId: string | number,
    before: unknown,
    after: unknown,
  ): Promise<void>;
};

export const notFound = () => new AppError(ERROR_CODES.notFound, 404, SYSADMIN_MESSAGES.notFound);
export const conflict = (message: string) => new AppError(ERROR_CODES.conflict, 409, message);
export const actorOf = (auth: AdminAuth): AuditActor => ({
  adminUserId: auth.adminUserId,
  loginId: auth.loginId,
  ip: auth.ip,
});

/**
 * Runs one system-admin change in a transaction with its audit row, then checks what must survive every change:
 * some usable group still manages permissions, and some usable system admin remains. If the change would end
 * either, it is rolled back and the answer says why.
 */
export async function applyChange<T>(
  deps: AppDeps,
  actor: AuditActor,
  fn: (c: ChangeContext) => Promise<T>,
): Promise<T> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await countPermissionHolders(trx);
    const result = await fn({
      trx,
      now,
      audit: (action, entity, entityId, b, a) =>
        writeAudit(trx, actor, { action, entity, entityId, before: b, after: a, now }),
    });
    const after = await countPermissionHolders(trx);
    if (before.groups > 0 && after.groups === 0) throw conflict(SYSADMIN_MESSAGES.lastPermissionGroup);
    if (before.admins > 0 && after.admins === 0) throw conflict(SYSADMIN_MESSAGES.lastSysadmin);
    return result;
  });
}
