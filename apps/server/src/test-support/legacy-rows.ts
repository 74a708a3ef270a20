import { type Kysely, Migrator } from 'kysely';
import type { DatabaseHandle } from '../db/connect.ts';
import { migrationProvider } from '../db/migrations/index.ts';
import { openEmptyTestDatabase } from './test-database.ts';

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

/** The four statuses of reports, code and title, in order (for insertReportReferences). */
export const REPORT_STATUSES: [code: string, title: string][] = [
  ['WAITING', '접수대기'],
  ['RECEIVED', '접수완료'],
  ['IN_PROGRESS', '처리중'],
  ['COMPLETED', '처리완료'],
];

/** A new empty database migrated up to the migration `name`, and the migrator to go on (a migration test's start). */
export async function migratedTo(name: string): Promise<{ handle: DatabaseHandle; migrator: Migrator }> {
  const handle = await openEmptyTestDatabase();
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return { handle, migrator };
}

/** A report row of the earlier schema: an anonymous one of the company and type given, `values` added or overriding. */
export async function insertLegacyPost(
  db: AnyDb,
  refs: { companyId: number; typeId: number },
  values: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('posts')
    .values({
      company_type_id: refs.companyId,
      report_type_id: refs.typeId,
      post_type: 'PRIVATE',
      title_enc: Buffer.of(1),
      content_enc: Buffer.of(1),
      ...values,
    })
    .execute();
}
