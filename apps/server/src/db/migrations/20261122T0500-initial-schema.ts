import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit after it has shipped; add a new migration instead.
// Encrypted columns (*_enc) hold AES-256-GCM blobs written by security/crypto.ts.
const up = [
  `create table company_types (
    id integer generated always as identity primary key,
    code varchar(40) not null unique,
    title varchar(100) not null,
    order_seq integer not null default 0,
    notice_brand varchar(100),
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table report_types (
    id integer generated always as identity primary key,
    code varchar(40) not null unique,
    title varchar(100) not null,
    order_seq integer not null default 0,
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED'))
  )`,
  `create table post_statuses (
    code varchar(20) primary key,
    title varchar(50) not null,
    order_seq integer not null
  )`,
  `create table user_groups (
    id integer generated always as identity primary key,
    name varchar(100) not null unique,
    description varchar(500) not null default '',
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table admin_users (
    id integer generated always as identity primary key,
    login_id varchar(50) not null unique,
    name varchar(100) not null,
    email varchar(254),
    group_id integer not null references user_groups(id),
    password_hash text,
    password_changed_at timestamptz,
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
    failed_login_count integer not null default 0,
    locked_until timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index admin_users_group_idx on admin_users (group_id)`,
  `create table menus (
    id integer generated always as identity primary key,
    name varchar(100) not null,
    url varchar(200) not null unique,
    order_seq integer not null default 0,
    description varchar(500) not null default '',
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table group_menus (
    id integer generated always as identity primary key,
    group_id integer not null references user_groups(id) on delete cascade,
    menu_id integer not null references menus(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (group_id, menu_id)
  )`,
  `create table company_type_maps (
    id integer generated always as identity primary key,
    company_type_id integer not null references company_types(id),
    group_id integer not null references user_groups(id),
    is_source_comp boolean not null default false,
    is_destination_comp boolean not null default false,
    order_seq integer not null default 0,
    status varchar(10) not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (company_type_id, group_id)
  )`,
  `create index company_type_maps_group_idx on company_type_maps (group_id)`,
  `create table posts (
    id bigint generated always as identity primary key,
    receipt_number varchar(32) not null unique,
    company_type_id integer not null references company_types(id),
    report_type_id integer not null references report_types(id),
    post_type varchar(10) not null check (post_type in ('PUBLIC', 'PRIVATE')),
    title_enc bytea not null,
    content_enc bytea not null,
    status_code varchar(20) not null default 'WAITING' references post_statuses(code),
    comment_count integer not null default 0,
    last_comment_at timestamptz,
    completed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index posts_company_created_idx on posts (company_type_id, created_at desc)`,
  `create index posts_company_comment_idx on posts (company_type_id, last_comment_at desc nulls last)`,
  `create index posts_status_idx on posts (status_code)`,
  `create table reporter_credentials (
    post_id bigint primary key references posts(id) on delete cascade,
    password_hash text not null,
    failed_count integer not null default 0,
    locked_until timestamptz,
    last_login_at timestamptz,
    login_success_count integer not null default 0
  )`,
  `create table reporter_identities (
    post_id bigint primary key references posts(id) on delete cascade,
    name_enc bytea not null,
    phone_enc bytea not null,
    email_enc bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create table attachments (
    id bigint generated always as identity primary key,
    post_id bigint not null references posts(id) on delete cascade,
    filename_enc bytea not null,
    content_type varchar(100) not null,
    size_bytes integer not null check (size_bytes >= 0 and size_bytes <= 10485760),
    data_enc bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create index attachments_post_idx on attachments (post_id)`,
  `create table comments (
    id bigint generated always as identity primary key,
    post_id bigint not null references posts(id) on delete cascade,
    author_role varchar(20) not null check (author_role in ('ROLE_USER', 'ROLE_ADMIN')),
    admin_user_id integer references admin_users(id),
    content_enc bytea not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index comments_post_idx on comments (post_id, created_at)`,
  `create table sessions (
    id bigint generated always as identity primary key,
    token_hash bytea not null unique,
    kind varchar(10) not null check (kind in ('ADMIN', 'REPORTER')),
    admin_user_id integer references admin_users(id) on delete cascade,
    post_id bigint references posts(id) on delete cascade,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    check ((kind = 'ADMIN' and admin_user_id is not null) or (kind = 'REPORTER' and post_id is not null))
  )`,
  `create index sessions_admin_idx on sessions (admin_user_id)`,
  `create index sessions_post_idx on sessions (post_id)`,
  `create table password_setup_tokens (
    id bigint generated always as identity primary key,
    admin_user_id integer not null references admin_users(id) on delete cascade,
    token_hash bytea not null unique,
    created_by integer references admin_users(id),
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  // Records below are evidence: no foreign keys (they outlive what they name) and no updates (triggers).
  `create table login_logs (
    id bigint generated always as identity primary key,
    admin_user_id integer,
    login_id varchar(100) not null,
    ip varchar(64) not null,
    success boolean not null,
    reason varchar(40),
    created_at timestamptz not null default now()
  )`,
  `create index login_logs_created_idx on login_logs (created_at desc)`,
  `create table personal_data_access_logs (
    id bigint generated always as identity primary key,
    admin_user_id integer not null,
    admin_login_id varchar(50) not null,
    ip varchar(64) not null,
    action varchar(40) not null,
    post_id bigint,
    receipt_number varchar(32),
    detail varchar(500),
    created_at timestamptz not null default now()
  )`,
  `create index pd_access_logs_created_idx on personal_data_access_logs (created_at desc)`,
  `create table audit_trail (
    id bigint generated always as identity primary key,
    actor_admin_id integer,
    actor_login_id varchar(50),
    ip varchar(64),
    action varchar(40) not null,
    entity varchar(40) not null,
    entity_id varchar(64),
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index audit_trail_created_idx on audit_trail (created_at desc)`,
  `create table mail_outbox (
    id bigint generated always as identity primary key,
    to_address varchar(254) not null,
    subject varchar(300) not null,
    body_enc bytea not null,
    status varchar(10) not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_error varchar(1000),
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  `create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where status = 'PENDING'`,
  // Evidence tables can be appended to, and purged only after their legal retention period.
  `create function forbid_evidence_change() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' then
      raise exception '% rows cannot be changed', tg_table_name;
    end if;
    if old.created_at > now() - (tg_argv[0])::interval then
      raise exception '% rows are kept for %', tg_table_name, tg_argv[0];
    end if;
    return old;
  end $$`,
  `create trigger login_logs_keep before update or delete on login_logs
    for each row execute function forbid_evidence_change('2 years')`,
  `create trigger pd_access_logs_keep before update or delete on personal_data_access_logs
    for each row execute function forbid_evidence_change('2 years')`,
  `create trigger audit_trail_keep before update or delete on audit_trail
    for each row execute function forbid_evidence_change('3 years')`,
];

const down = [
  'drop table if exists mail_outbox',
  'drop table if exists audit_trail',
  'drop table if exists personal_data_access_logs',
  'drop table if exists login_logs',
  'drop function if exists forbid_evidence_change() cascade',
  'drop table if exists password_setup_tokens',
  'drop table if exists sessions',
  'drop table if exists comments',
  'drop table if exists attachments',
  'drop table if exists reporter_identities',
  'drop table if exists reporter_credentials',
  'drop table if exists posts',
  'drop table if exists company_type_maps',
  'drop table if exists group_menus',
  'drop table if exists menus',
  'drop table if exists admin_users',
  'drop table if exists user_groups',
  'drop table if exists post_statuses',
  'drop table if exists report_types',
  'drop table if exists company_types',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upInitialSchema(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downInitialSchema(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
