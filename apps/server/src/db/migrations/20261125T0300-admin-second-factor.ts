import { type Kysely, sql } from 'kysely';

// Admin two-factor sign-in (TOTP with one-time recovery codes). Frozen in time.
// - a group may require it of its admins; an admin holds an encrypted TOTP secret, enabled once confirmed, and the
//   last time step used (a code is accepted once);
// - recovery codes are stored as argon2id hashes, each used once;
// - a session is FULL, or a short sign-in step waiting for the second factor or for enrollment;
// - the login log says which second factor completed a sign-in.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const up = [
  `alter table user_groups add column second_factor_required boolean not null default false`,
  `alter table admin_users add column totp_secret_enc bytea,
     add column totp_enabled_at timestamptz,
     add column totp_last_step bigint`,
  `create table admin_recovery_codes (
    id integer generated always as identity primary key,
    admin_user_id integer not null references admin_users(id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index admin_recovery_codes_admin_idx on admin_recovery_codes (admin_user_id)`,
  `alter table sessions add column stage varchar(20) not null default 'FULL'
     check (stage in ('FULL', 'SECOND_FACTOR', 'ENROLL'))`,
  `alter table login_logs add column second_factor varchar(10) check (second_factor in ('TOTP', 'RECOVERY'))`,
];

const down = [
  `alter table login_logs drop column second_factor`,
  `alter table sessions drop column stage`,
  `drop table admin_recovery_codes`,
  `alter table admin_users drop column totp_secret_enc, drop column totp_enabled_at, drop column totp_last_step`,
  `alter table user_groups drop column second_factor_required`,
];

export async function upAdminSecondFactor(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downAdminSecondFactor(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
