import { appendChained } from '../../db/evidence-chain.ts';
import type { Db, Trx } from '../../db/types.ts';
import type { EvidenceSeal } from '../../security/evidence-seal.ts';

// Owner of the `audit_trail` table: who changed what in the administration, before and after. Rows cannot be
// changed or deleted early (database triggers), and each is chained to the one before by a keyed hash
// (db/evidence-chain.ts).

export type AuditActor = { adminUserId: number | null; loginId: string | null; ip: string | null };

/**
 * One audit-trail row: who, when, what, before and after. Called inside the transaction of the change it
 * records (hence a Trx), so a change and its record exist together or not at all.
 */
export async function writeAudit(
  trx: Trx,
  seal: EvidenceSeal,
  actor: AuditActor,
  row: {
    action: string;
    entity: string;
    /** Null for a record without an id (the settings). */
    entityId: string | number | null;
    before: unknown;
    after: unknown;
    now: Date;
  },
): Promise<void> {
  await appendChained(
    trx,
    seal,
    'audit_trail',
    {
      actor_admin_id: actor.adminUserId,
      actor_login_id: actor.loginId,
      ip: actor.ip?.slice(0, 64) ?? null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId === null ? null : String(row.entityId),
      before: row.before,
      after: row.after,
      created_at: row.now,
    },
    ['before', 'after'],
  );
}

export async function pageAudit(db: Db, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('audit_trail')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
