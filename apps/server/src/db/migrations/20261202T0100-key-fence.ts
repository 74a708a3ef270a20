import { type Kysely, sql } from 'kysely';

// A key rotation retires the old key only once no value under it can still be written. Writers encrypt first and
// write later (an upload's file as it arrives, a transaction's values before its commit), so a value under the old
// key could land after the rotation's last pass and be stranded when the old key is retired. Frozen in time.
// - key_rotations.writes_closed_at: set when a rotation closes writes under its old key (after its pass over every
//   value, before its last pass for the values written meanwhile).
// - A trigger on every encrypted column refuses a new value under any key but the newest rotation's new key once
//   that rotation has closed writes. It takes the fence lock shared (advisory lock 7301/1, to the transaction's end);
//   closing takes it exclusive, so it waits for every transaction that wrote before, and its last pass sees them.
//   An unchanged value (an update of other columns) is not checked.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const ENCRYPTED: Record<string, string[]> = {
  posts: ['title_enc', 'content_enc', 'excluded_persons_enc'],
  reporter_identities: ['name_enc', 'phone_enc', 'email_enc'],
  attachments: ['filename_enc', 'data_enc', 'clean_data_enc'],
  comments: ['content_enc'],
  report_notes: ['content_enc'],
  mail_outbox: ['body_enc', 'html_enc'],
  admin_users: ['totp_secret_enc'],
};

export async function upKeyFence(db: AnyDb): Promise<void> {
  await sql`alter table key_rotations add column writes_closed_at timestamptz`.execute(db);
  await sql`create function refuse_retired_key() returns trigger language plpgsql as $$
  declare
    writing_key text;
    closed boolean;
    col text;
    key_id text;
    changed boolean;
  begin
    perform pg_advisory_xact_lock_shared(7301, 1);
    select new_key_id, state = 'FINISHED' or writes_closed_at is not null into writing_key, closed
      from key_rotations order by id desc limit 1;
    if not found or not closed then
      return new;
    end if;
    foreach col in array tg_argv loop
      if tg_op = 'UPDATE' then
        execute format('select ($1).%1$I is distinct from ($2).%1$I', col) using new, old into changed;
        continue when not changed;
      end if;
      execute format('select encode(substring(($1).%I from 2 for 4), ''hex'')', col) using new into key_id;
      if key_id <> writing_key then
        raise exception 'a value under the retired key id % cannot be written to %.% (the key is now %)',
          key_id, tg_table_name, col, writing_key;
      end if;
    end loop;
    return new;
  end $$`.execute(db);
  for (const [table, columns] of Object.entries(ENCRYPTED)) {
    const list = sql.join(columns.map((c) => sql.ref(c)));
    const args = sql.join(columns.map((c) => sql.lit(c)));
    await sql`create trigger ${sql.ref(`${table}_key_fence`)} before insert or update of ${list}
      on ${sql.table(table)} for each row execute function refuse_retired_key(${args})`.execute(db);
  }
}

export async function downKeyFence(db: AnyDb): Promise<void> {
  for (const table of Object.keys(ENCRYPTED))
    await sql`drop trigger ${sql.ref(`${table}_key_fence`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function refuse_retired_key()`.execute(db);
  await sql`alter table key_rotations drop column writes_closed_at`.execute(db);
}
