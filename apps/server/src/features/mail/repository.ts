import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function enqueueMails(
  db: Db,
  mails: { to: string; subject: string; bodyEnc: Buffer }[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        to_address: m.to,
        subject: m.subject,
        body_enc: m.bodyEnc,
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}

/**
 * Claims due mails by pushing their next attempt out by the lease: another worker (or process) skips them, and
 * if this one dies mid-send they come due again when the lease ends. Sending happens outside any transaction.
 */
export function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .modifyEnd(sql`for update skip locked`),
    )
    .returning(['id', 'to_address', 'subject', 'body_enc', 'attempts'])
    .execute();
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'SENT', sent_at: now, attempts: sql`attempts + 1`, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  attempts: number,
  nextAttemptAt: Date | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts,
      status: nextAttemptAt ? 'PENDING' : 'FAILED',
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : {}),
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Who hears that a report arrived for a company: the usable admins with an e-mail in usable groups that either
 * investigate that company themselves (a source map of it) or receive shared reports (any destination map).
 */
export async function listReportRecipients(db: Db, companyTypeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_users as a')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select('a.email')
    .distinct()
    .where('a.status', '=', 'ENABLED')
    .where('g.status', '=', 'ENABLED')
    .where('a.email', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('company_type_maps as m')
          .select(sql`1`.as('one'))
          .whereRef('m.group_id', '=', 'g.id')
          .where('m.status', '=', 'ENABLED')
          .where((w) =>
            w.or([
              w.and([w('m.company_type_id', '=', companyTypeId), w('m.is_source_comp', '=', true)]),
              w('m.is_destination_comp', '=', true),
            ]),
          ),
      ),
    )
    .execute();
  return rows.map((r) => r.email!).sort();
}

export function findCompanyAndTypeTitles(db: Db, companyTypeId: number, reportTypeId: number) {
  return Promise.all([
    db.selectFrom('company_types').select('title').where('id', '=', companyTypeId).executeTakeFirstOrThrow(),
    db.selectFrom('report_types').select('title').where('id', '=', reportTypeId).executeTakeFirstOrThrow(),
  ]);
}
