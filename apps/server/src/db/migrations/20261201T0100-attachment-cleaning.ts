import { type Kysely, sql } from 'kysely';

// Issue 13: attachments lose their hidden metadata. Each attachment keeps its original (data_enc) and gains a cleaned
// copy (clean_data_enc, encrypted and bound to its row like the original; null when cleaning removed nothing, or
// none was made) and its cleaning state: PENDING until the background cleaner has looked at it, then CLEANED,
// UNSUPPORTED (a type that is not cleaned) or UNREADABLE (the file could not be read as its type). Existing
// attachments start PENDING: the cleaner works through them too. cleaning_lease_until and cleaning_attempts let
// several instances share the work and give up on a file that keeps stopping its cleaner. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upAttachmentCleaning(db: AnyDb): Promise<void> {
  await sql`alter table attachments
    add column cleaning varchar(20) not null default 'PENDING'
      check (cleaning in ('PENDING', 'CLEANED', 'UNSUPPORTED', 'UNREADABLE')),
    add column clean_data_enc bytea,
    add column clean_size_bytes integer check (clean_size_bytes >= 0),
    add column cleaning_attempts smallint not null default 0,
    add column cleaning_lease_until timestamptz`.execute(db);
  await sql`create index attachments_cleaning_pending on attachments (id) where cleaning = 'PENDING'`.execute(
    db,
  );
}

export async function downAttachmentCleaning(db: AnyDb): Promise<void> {
  await sql`drop index attachments_cleaning_pending`.execute(db);
  await sql`alter table attachments drop column cleaning, drop column clean_data_enc, drop column clean_size_bytes,
    drop column cleaning_attempts, drop column cleaning_lease_until`.execute(db);
}
