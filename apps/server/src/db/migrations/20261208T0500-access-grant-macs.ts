import { type Kysely, sql } from 'kysely';

// Issue 30, hole 6: a database writer without the key could copy a known argon2 hash into a row, or move an admin into
// the system-admin group, and sign in through the site. From here on every row that grants access carries a MAC under
// the master key (`access_mac`, security/access-grant.ts), and a receipt number is kept as a keyed hash (`receipt_hash`,
// to find it at sign-in) and encrypted for its report (`receipt_enc`, for the admins' screens), never in plain text.
// A migration does not know the key: it adds the columns, and the first start with the key after it seals the rows
// written so far and hashes and encrypts the plain receipt numbers, then empties `receipt_number`
// (data/access-grants.ts, sealUnsealedGrants, run by boot.ts after the migrations). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const GRANT_TABLES = [
  'reporter_credentials',
  'admin_users',
  'admin_recovery_codes',
  'sessions',
  'group_menus',
  'company_type_maps',
];

export async function upAccessGrantMacs(db: AnyDb): Promise<void> {
  for (const table of GRANT_TABLES)
    await sql`alter table ${sql.table(table)} add column access_mac bytea`.execute(db);
  await sql`alter table posts add column receipt_hash bytea, add column receipt_enc bytea`.execute(db);
  await sql`alter table posts alter column receipt_number drop not null`.execute(db);
  await sql`create unique index posts_receipt_hash_idx on posts (receipt_hash)`.execute(db);
  // The admins' receipt search compares the hash of a whole number; a prefix of a hash means nothing.
  await sql`drop index if exists posts_receipt_prefix_idx`.execute(db);
  // receipt_enc is an encrypted column like the others: behind the key fence (20261202T0100-key-fence).
  await sql`drop trigger posts_key_fence on posts`.execute(db);
  await sql`create trigger posts_key_fence before insert or update of title_enc, content_enc, excluded_persons_enc,
    receipt_enc on posts for each row
    execute function refuse_retired_key('title_enc', 'content_enc', 'excluded_persons_enc', 'receipt_enc')`.execute(
    db,
  );
}

export async function downAccessGrantMacs(db: AnyDb): Promise<void> {
  const hidden = await sql<{
    n: number;
  }>`select count(*)::int as n from posts where receipt_number is null`.execute(db);
  if (Number(hidden.rows[0]?.n ?? 0) > 0)
    throw new Error('receipt numbers are stored only hashed and encrypted: this migration cannot be undone');
  await sql`drop trigger posts_key_fence on posts`.execute(db);
  await sql`create trigger posts_key_fence before insert or update of title_enc, content_enc, excluded_persons_enc
    on posts for each row
    execute function refuse_retired_key('title_enc', 'content_enc', 'excluded_persons_enc')`.execute(db);
  await sql`create index posts_receipt_prefix_idx on posts (receipt_number text_pattern_ops)`.execute(db);
  await sql`drop index posts_receipt_hash_idx`.execute(db);
  await sql`alter table posts alter column receipt_number set not null`.execute(db);
  await sql`alter table posts drop column receipt_hash, drop column receipt_enc`.execute(db);
  for (const table of GRANT_TABLES)
    await sql`alter table ${sql.table(table)} drop column access_mac`.execute(db);
}
