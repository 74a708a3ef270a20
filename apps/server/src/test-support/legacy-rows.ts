import type { Kysely } from 'kysely';

// Rows written by hand into a database migrated only part of the way (migration tests): the schema of that day,
// not the application's types.

// biome-ignore lint/suspicious/noExplicitAny: the schema of before a migration, written by hand.
type AnyDb = Kysely<any>;

/** A company and a report type, and the statuses given (code and title, in order), for reports to name. */
export async function insertReportReferences(
  db: AnyDb,
  statuses: [code: string, title: string][] = [['WAITING', '접수대기']],
): Promise<{ companyId: number; typeId: number }> {
  const company = await db
    .insertInto('company_types')
    .values({ code: 'MIG_CO', title: '이전회사' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('report_types')
    .values({ code: 'MIG_T', title: '유형' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('post_statuses')
    .values(statuses.map(([code, title], i) => ({ code, title, order_seq: i + 1 })))
    .execute();
  return { companyId: company.id, typeId: type.id };
}
