import { createHmac, hkdfSync } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

// Evidence that cannot be erased unnoticed (issue 30, hole 5). Each chain gets its own dense index (`seq`, 1, 2, 3,
// ... in chain order), so that the start and the length of a chain can be checked: the first row is the genesis
// (seq 1, no previous hash) or follows the sealed start that a retention purge leaves (evidence_chain_starts), and a
// chain is never shorter than an anchor kept outside the database. The audit trail's ids, shown to admins, stop
// following the chain (they are drawn at random by the application): the order lives in `seq`. TRUNCATE, which
// row triggers do not see, is refused. The turn function reads the last row by `seq` and answers the next `seq`
// (and, for the tables whose ids stay sequential, the next id). Frozen in time: the start's seal is written out
// here as security/evidence-seal.ts had it when this shipped.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const TABLES = [
  ['login_logs', 'login_logs_keep'],
  ['personal_data_access_logs', 'pd_access_logs_keep'],
  ['audit_trail', 'audit_trail_keep'],
] as const;

function sealStart(masterKey: Buffer, chain: string, firstSeq: number, prevHash: Buffer): Buffer {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'audit-evidence-chain', 32));
  return createHmac('sha256', key)
    .update(JSON.stringify(['evidence-chain-start', chain, firstSeq]))
    .update(prevHash)
    .digest();
}

const turn = `create or replace function evidence_chain_turn(which text, lock_space integer, lock_key integer)
  returns table (prev bytea, next_seq bigint, next_id bigint) language plpgsql volatile
  set enable_seqscan = off as $$
  declare
    last_hash bytea;
    last_seq bigint;
  begin
    -- Under repeatable read or serializable the snapshot predates the lock: the last row read would be stale.
    if current_setting('transaction_isolation') <> 'read committed' then
      raise exception 'evidence chain %: appended under read committed only, not %', which,
        current_setting('transaction_isolation');
    end if;
    if which not in ('login_logs', 'personal_data_access_logs', 'audit_trail') then
      raise exception 'no evidence chain %', which;
    end if;
    perform pg_advisory_xact_lock(lock_space, lock_key);
    execute format('select chain_hash, seq from %I order by seq desc limit 1', which) into last_hash, last_seq;
    if last_seq is null then
      -- Every row was purged after its retention: the chain goes on from the sealed start.
      select s.prev_hash, s.first_seq - 1 into last_hash, last_seq from evidence_chain_starts s where s.chain = which;
    end if;
    prev := last_hash;
    next_seq := coalesce(last_seq, 0) + 1;
    next_id := case when which = 'audit_trail' then null else nextval(pg_get_serial_sequence(which, 'id')) end;
    return next;
  end $$`;

const forbidTruncate = `create or replace function forbid_evidence_truncate() returns trigger language plpgsql as $$
  begin
    raise exception '% cannot be truncated: evidence rows are purged one by one after their retention', tg_table_name;
  end $$`;

export function evidenceAnchors(masterKey: Buffer | undefined): Migration {
  return {
    async up(db: AnyDb) {
      await sql`create table if not exists evidence_chain_starts (
        chain varchar(40) primary key,
        first_seq bigint not null,
        prev_hash bytea not null,
        seal bytea not null
      )`.execute(db);
      await sql.raw(forbidTruncate).execute(db);
      for (const [table, keep] of TABLES) {
        await sql`alter table ${sql.table(table)} add column if not exists seq bigint`.execute(db);
        // Rows so far were chained in id order; the backfill is the only update of their values ever allowed.
        await sql`alter table ${sql.table(table)} disable trigger ${sql.raw(keep)}`.execute(db);
        await sql`update ${sql.table(table)} t set seq = n.rn
          from (select id, row_number() over (order by id) as rn from ${sql.table(table)}) n
          where t.id = n.id and t.seq is null`.execute(db);
        await sql`alter table ${sql.table(table)} enable trigger ${sql.raw(keep)}`.execute(db);
        await sql`alter table ${sql.table(table)} alter column seq set not null`.execute(db);
        await sql`create unique index if not exists ${sql.raw(`${table}_seq_idx`)} on ${sql.table(table)} (seq)`.execute(
          db,
        );
        await sql`drop trigger if exists ${sql.raw(`${keep}_truncate`)} on ${sql.table(table)}`.execute(db);
        await sql`create trigger ${sql.raw(`${keep}_truncate`)} before truncate on ${sql.table(table)}
          for each statement execute function forbid_evidence_truncate()`.execute(db);
        // A chain whose oldest rows were already purged (retention) starts after them: that start is sealed.
        const { rows } = await sql<{ seq: number | string; prev_hash: Uint8Array | null }>`
          select seq, prev_hash from ${sql.table(table)} order by seq limit 1`.execute(db);
        const first = rows[0];
        if (first?.prev_hash) {
          if (!masterKey)
            throw new Error('evidence chains must be anchored: start with the master key configured');
          const prev = Buffer.from(first.prev_hash);
          await sql`insert into evidence_chain_starts (chain, first_seq, prev_hash, seal)
            values (${table}, ${Number(first.seq)}, ${prev}, ${sealStart(masterKey, table, Number(first.seq), prev)})
            on conflict (chain) do nothing`.execute(db);
        }
      }
      await sql.raw(turn).execute(db);
    },
    async down(db: AnyDb) {
      await sql`drop function if exists evidence_chain_turn(text, integer, integer)`.execute(db);
      for (const [table, keep] of TABLES) {
        await sql`drop trigger if exists ${sql.raw(`${keep}_truncate`)} on ${sql.table(table)}`.execute(db);
        await sql`alter table ${sql.table(table)} drop column if exists seq`.execute(db);
      }
      await sql`drop function if exists forbid_evidence_truncate()`.execute(db);
      await sql`drop table if exists evidence_chain_starts`.execute(db);
    },
  };
}
