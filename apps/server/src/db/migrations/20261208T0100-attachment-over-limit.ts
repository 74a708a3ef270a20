import { type Kysely, sql } from 'kysely';

// Issue 30, hole 2: an attachment past the bounds of cleaning (a decompression bomb, a picture declaring billions of
// pixels, a file that kept its cleaner past its memory ceiling or deadline) is kept as sent and marked OVER_LIMIT,
// which the admin sees as "메타데이터 정리 안 됨" with that reason. The attachments given up on before (marked
// UNREADABLE after their cleaning was started more than three times without an end: each took its process down)
// were such files, and are marked so. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upAttachmentOverLimit(db: AnyDb): Promise<void> {
  await sql`alter table attachments drop constraint attachments_cleaning_check`.execute(db);
  await sql`alter table attachments add constraint attachments_cleaning_check
    check (cleaning in ('PENDING', 'CLEANED', 'UNSUPPORTED', 'UNREADABLE', 'OVER_LIMIT'))`.execute(db);
  await sql`update attachments set cleaning = 'OVER_LIMIT'
    where cleaning = 'UNREADABLE' and cleaning_attempts > 3`.execute(db);
}

export async function downAttachmentOverLimit(db: AnyDb): Promise<void> {
  await sql`update attachments set cleaning = 'UNREADABLE' where cleaning = 'OVER_LIMIT'`.execute(db);
  await sql`alter table attachments drop constraint attachments_cleaning_check`.execute(db);
  await sql`alter table attachments add constraint attachments_cleaning_check
    check (cleaning in ('PENDING', 'CLEANED', 'UNSUPPORTED', 'UNREADABLE'))`.execute(db);
}
