import { sql } from 'kysely';
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
    entityId: string | number;
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
      entity_id: String(row.entityId),
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

/**
 * Audit-trail rows past their retention (the retention job). Deletes the oldest rows created before `createdBefore`, up to `limit`, and only as the head of the chain
 * (it stops at the first younger row), so that the rows left still verify. The database's own clock bounds the
 * cutoff too (`keptFor`, as the table's trigger counts it): a clock running ahead cannot ask for a deletion that
 * the trigger refuses. Answers how many rows went and the last id.
 */
export async function purgeAuditTrail(
  trx: Trx,
  createdBefore: Date,
  keptFor: string,
  limit: number,
): Promise<{ rows: number; upToId: number | null }> {
  const { rows } = await sql<{ id: number }>`
    with head as (select id, created_at from audit_trail order by id limit ${limit}),
    first_kept as (select min(id) as id from head
      where created_at >= least(${createdBefore}::timestamptz, now() - ${keptFor}::interval))
    delete from audit_trail where id in (
      select id from head where (select id from first_kept) is null or id < (select id from first_kept))
    returning id`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  return { rows: ids.length, upToId: ids.length ? Math.max(...ids) : null };
}
