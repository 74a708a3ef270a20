import { type Kysely, sql } from 'kysely';

// An evidence row's turn in its chain in one statement (bench/README.md, finding 32). Appending took the chain's
// lock, then read the last row's hash, then drew the new id, then inserted, each a round trip while the lock was
// held, so concurrent report views queued behind one another's round trips. evidence_chain_next takes the lock and
// answers the last hash and the new id at once: a volatile function takes a fresh snapshot for each query it runs
// (PostgreSQL's "Function Volatility Categories"), so its read, made after the lock is granted, sees the row the
// holder before it committed, as a statement of its own did (under read committed, which the function checks).
// `create or replace`: a restore of a backup made before this migration puts the function in place early
// (db/evidence-chain.ts, prepareChainTurn). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const next = (table: string) =>
  `return query select (select e.chain_hash from ${table} e order by e.id desc limit 1),
      nextval(pg_get_serial_sequence('${table}', 'id'));`;

const up = `create or replace function evidence_chain_next(chain text, lock_space integer, lock_key integer)
  returns table (prev bytea, next_id bigint) language plpgsql volatile as $$
  begin
    -- Under repeatable read or serializable the transaction's snapshot predates the lock: the last row read would
    -- be stale and two rows would follow the same one. Refused rather than chained wrongly.
    if current_setting('transaction_isolation') <> 'read committed' then
      raise exception 'evidence chain %: appended under read committed only, not %', chain,
        current_setting('transaction_isolation');
    end if;
    perform pg_advisory_xact_lock(lock_space, lock_key);
    if chain = 'login_logs' then ${next('login_logs')}
    elsif chain = 'personal_data_access_logs' then ${next('personal_data_access_logs')}
    elsif chain = 'audit_trail' then ${next('audit_trail')}
    else raise exception 'no evidence chain %', chain;
    end if;
  end $$`;

export async function upEvidenceChainNext(db: AnyDb): Promise<void> {
  await sql.raw(up).execute(db);
}

export async function downEvidenceChainNext(db: AnyDb): Promise<void> {
  await sql`drop function evidence_chain_next(text, integer, integer)`.execute(db);
}
