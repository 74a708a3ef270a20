import { sql } from 'kysely';
import type { Db } from './types.ts';

// Whole-table reading and writing by table name, for the operations that treat every table alike: key rotation
// (every encrypted column), backup and restore (every row). Features never use these: they go through the
// repository that owns each table.

export type ColumnInfo = { name: string; type: string };

/** A table's columns in their order, with their type names (`bytea`, `jsonb`, `timestamp with time zone`, ...). */
export async function tableColumns(db: Db, table: string): Promise<ColumnInfo[]> {
  const { rows } = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Rows after `after` in the order of `key`, `limit` at a time, with the given columns (`*` when none are given).
 * `lock` takes the rows for update (the caller rewrites them in the same transaction).
 */
export async function rowsAfter(
  db: Db,
  table: string,
  key: string,
  after: number | string | null,
  limit: number,
  options: { columns?: string[]; lock?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const cols = options.columns ? sql.join(options.columns.map((c) => sql.ref(c))) : sql`*`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${cols} from ${sql.table(table)}
    where ${after === null ? sql`true` : sql`${sql.ref(key)} > ${after}`}
    order by ${sql.ref(key)} limit ${limit} ${options.lock ? sql`for update` : sql``}`.execute(db);
  return rows;
}

/** One row's columns by its key. */
export async function rowByKey(
  db: Db,
  table: string,
  key: string,
  value: number,
  columns: string[],
): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
    where ${sql.ref(key)} = ${value}`.execute(db);
  return rows[0];
}

/**
 * The key id (hex) each encrypted value was written under, for rows after `after`: read from the ciphertext's
 * header, so even a 10 MB attachment is not read whole. Null where the column is null.
 */
export async function ciphertextKeyIds(
  db: Db,
  table: string,
  key: string,
  ids: readonly string[],
  columns: readonly string[],
  after: number | null,
  limit: number,
): Promise<Record<string, number | string | null>[]> {
  const selected = [
    ...ids.map((c) => sql.ref(c)),
    ...columns.map((c) => sql`encode(substring(${sql.ref(c)} from 2 for 4), 'hex') as ${sql.ref(c)}`),
  ];
  const { rows } = await sql<Record<string, number | string | null>>`
    select ${sql.join(selected)} from ${sql.table(table)}
    where ${after === null ? sql`true` : sql`${sql.ref(key)} > ${after}`}
    order by ${sql.ref(key)} limit ${limit} for update`.execute(db);
  return rows;
}

/** Keys (and binding ids) of rows whose `column` holds a value not written under `keyId`. */
export async function rowsNotUnderKey(
  db: Db,
  table: string,
  ids: readonly string[],
  column: string,
  keyId: string,
): Promise<Record<string, number>[]> {
  const { rows } = await sql<Record<string, number>>`
    select ${sql.join(ids.map((c) => sql.ref(c)))} from ${sql.table(table)}
    where ${sql.ref(column)} is not null
      and substring(${sql.ref(column)} from 2 for 4) <> decode(${keyId}, 'hex')`.execute(db);
  return rows;
}

/** The first key id (hex) found in a column, or null when it holds no value. */
export async function sampleKeyId(db: Db, table: string, column: string): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    select encode(substring(${sql.ref(column)} from 2 for 4), 'hex') as id from ${sql.table(table)}
    where ${sql.ref(column)} is not null limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

export async function updateByKey(
  db: Db,
  table: string,
  key: string,
  value: number,
  values: Record<string, unknown>,
): Promise<void> {
  const sets = Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
  await sql`update ${sql.table(table)} set ${sql.join(sets)} where ${sql.ref(key)} = ${value}`.execute(db);
}

/** Inserts rows as given, ids included (`overriding system value`: identity columns keep the backed-up ids). */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => sql`(${sql.join(r.map((v) => sql`${v}`))})`);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    overriding system value values ${sql.join(values)}`.execute(db);
}

/** Moves a table's identity sequence past its largest id (after rows were inserted with their own ids). */
export async function syncIdentity(db: Db, table: string, column = 'id'): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
    greatest((select max(${sql.ref(column)}) from ${sql.table(table)}), 1),
    (select max(${sql.ref(column)}) from ${sql.table(table)}) is not null)`.execute(db);
}

/** Whether a table has any row. */
export async function hasRows(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
  return rows.length > 0;
}

/** Whether the schema has a table of this name (a backup of an older schema may not know a newer table). */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql`select 1 from information_schema.tables
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.length > 0;
}
