import { type Kysely, sql } from 'kysely';

// The admin list's 기한 경과 count (and the status counts of due=overdue) counted the open reports past their due
// date by visiting each one's row: 3.5 ms of the database's time per list request at 10,000 reports (1,449 of them
// overdue), and growing with the data (bench/README.md, finding 19). This index holds everything that count reads
// (the company, the due date, the status, the id the exclusions are checked by), so it is counted from the index
// alone. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upOverdueCountIndex(db: AnyDb): Promise<void> {
  await sql`create index posts_company_due_idx on posts (company_type_id, due_at) include (status_code, id)
    where due_at is not null`.execute(db);
}

export async function downOverdueCountIndex(db: AnyDb): Promise<void> {
  await sql`drop index posts_company_due_idx`.execute(db);
}
