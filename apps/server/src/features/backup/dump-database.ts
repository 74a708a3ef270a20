import { readChainStart } from '../../data/evidence-chain-starts.repository.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import { appliedMigrations } from '../../db/migrate.ts';
import { type ColumnInfo, rowByKey, rowsAfter, tableColumns } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { type ChainReport, chainChecker } from '../evidence/verify-evidence.ts';
import { dumpedGrant } from './backup-grants.ts';
import {
  BACKED_UP_TABLES,
  CHAINED_TABLES,
  encryptedColumnsOf,
  NOT_BACKED_UP_COLUMNS,
} from './backup-tables.ts';

/** One line of a backup (NDJSON, before compression and encryption). */
export type BackupRecord =
  | { t: 'manifest'; format: 1; createdAt: string; engine: DatabaseKind; migrations: string[] }
  | { t: 'table'; name: string; columns: (ColumnInfo & { encrypted?: true })[] }
  | { t: 'row'; v: unknown[] }
  | { t: 'end'; counts: Record<string, number>; chains: ChainReport[] };

export type DumpSummary = { counts: Record<string, number>; chains: ChainReport[] };

const BATCH = 500;
/** The column that orders each table's rows (the id, unless the table has none). */
const ORDER_KEY: Record<string, string> = {
  post_statuses: 'code',
  reporter_credentials: 'post_id',
  reporter_identities: 'post_id',
  settings: 'singleton',
  evidence_chain_starts: 'chain',
  // Evidence in chain order (the audit trail's ids are random): a restore seals the rows again in this order.
  login_logs: 'seq',
  personal_data_access_logs: 'seq',
  audit_trail: 'seq',
};
/**
 * The attachments' file contents (original and cleaned copy), with the cleaning state that goes with the copy
 * (written once, when the background cleaner finishes): read row by row, after the snapshot on the embedded database.
 */
const LARGE = {
  table: 'attachments',
  columns: ['data_enc', 'clean_data_enc', 'cleaning', 'clean_size_bytes'],
} as const;

/**
 * Writes every row of every backed-up table as records, values decrypted (the backup file is encrypted as a whole,
 * under its own key, so it can be restored where this master key is not). Everything but the attachments' file
 * contents is read in one read-only snapshot, so the backup is consistent while the site keeps running. Attachments
 * change once after upload (their cleaned copy and its state are written together) and are only deleted by the
 * retention job, which waits while a backup runs: their contents are read by id afterwards on the embedded
 * database (one session, which a long snapshot would hold away from the site), each row's copy with its state, and
 * inside the snapshot on PostgreSQL. Evidence chains are checked on the way, and the result is
 * recorded in the backup.
 */
export async function dumpDatabase(
  db: Db,
  cipher: Cipher,
  engine: DatabaseKind,
  write: (record: BackupRecord) => Promise<void>,
  now: Date,
): Promise<DumpSummary> {
  const counts: Record<string, number> = {};
  const chains: ChainReport[] = [];
  await write({
    t: 'manifest',
    format: 1,
    createdAt: now.toISOString(),
    engine,
    migrations: await appliedMigrations(db),
  });

  let attachments: {
    columns: (ColumnInfo & { encrypted?: true })[];
    rows: Record<string, unknown>[];
  } | null = null;
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      for (const table of BACKED_UP_TABLES) {
        if (table === LARGE.table) {
          attachments = await readLargeTableMeta(trx);
          if (engine === 'postgres') await writeLargeTable(trx, cipher, attachments, write, counts);
          continue;
        }
        const chain = (CHAINED_TABLES as readonly string[]).includes(table)
          ? chainChecker(
              cipher.evidenceSeals(),
              table as (typeof CHAINED_TABLES)[number],
              await readChainStart(trx, table),
            )
          : null;
        await dumpTable(trx, cipher, table, write, counts, chain);
        if (chain) chains.push(chain.report());
      }
    });
  if (engine !== 'postgres' && attachments) await writeLargeTable(db, cipher, attachments, write, counts);
  await write({ t: 'end', counts, chains });
  return { counts, chains };
}

async function columnsOf(db: Db, table: string) {
  const encrypted = encryptedColumnsOf(table);
  const left = NOT_BACKED_UP_COLUMNS[table] ?? [];
  return (await tableColumns(db, table))
    .filter((c) => !left.includes(c.name))
    .map((c) => (encrypted?.columns[c.name] ? { ...c, encrypted: true as const } : c));
}

function encoder(cipher: Cipher, table: string, columns: (ColumnInfo & { encrypted?: true })[]) {
  const enc = encryptedColumnsOf(table);
  return (row: Record<string, unknown>): unknown[] => {
    const ids = enc ? Object.fromEntries(enc.ids.map((c) => [c, Number(row[c])])) : {};
    return columns.map((c) => {
      const v = row[c.name];
      if (v === null || v === undefined) return null;
      if (c.name === 'access_mac') return dumpedGrant(cipher, table, row) ?? null;
      const bind = enc?.columns[c.name];
      if (bind && v instanceof Uint8Array)
        return cipher.decrypt(Buffer.from(v), bind(ids)).toString('base64');
      if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
      if (v instanceof Date) return v.toISOString();
      return v;
    });
  };
}

async function dumpTable(
  trx: Db,
  cipher: Cipher,
  table: string,
  write: (record: BackupRecord) => Promise<void>,
  counts: Record<string, number>,
  chain: ReturnType<typeof chainChecker> | null,
): Promise<void> {
  const columns = await columnsOf(trx, table);
  await write({ t: 'table', name: table, columns });
  const encode = encoder(cipher, table, columns);
  const key = ORDER_KEY[table] ?? 'id';
  let after: number | string | null = null;
  counts[table] = 0;
  for (;;) {
    const rows = await rowsAfter(trx, table, key, after, BATCH, { columns: columns.map((c) => c.name) });
    if (rows.length === 0) return;
    for (const row of rows) {
      if (chain) {
        const { prev_hash, chain_hash, seq, ...values } = row;
        chain.check(
          Number(seq),
          { ...values, id: Number(values.id) },
          prev_hash instanceof Uint8Array ? Buffer.from(prev_hash) : null,
          chain_hash instanceof Uint8Array ? Buffer.from(chain_hash) : null,
        );
      }
      await write({ t: 'row', v: encode(row) });
      after = row[key] as number | string;
    }
    counts[table] = (counts[table] ?? 0) + rows.length;
  }
}

async function readLargeTableMeta(trx: Db) {
  const columns = await columnsOf(trx, LARGE.table);
  const large: readonly string[] = LARGE.columns;
  const meta = columns.filter((c) => !large.includes(c.name)).map((c) => c.name);
  const rows: Record<string, unknown>[] = [];
  for (let after: number | null = null; ; ) {
    const batch = await rowsAfter(trx, LARGE.table, 'id', after, BATCH, { columns: meta });
    if (batch.length === 0) break;
    rows.push(...batch);
    after = Number(batch[batch.length - 1]?.id);
  }
  return { columns, rows };
}

async function writeLargeTable(
  db: Db,
  cipher: Cipher,
  large: { columns: (ColumnInfo & { encrypted?: true })[]; rows: Record<string, unknown>[] },
  write: (record: BackupRecord) => Promise<void>,
  counts: Record<string, number>,
): Promise<void> {
  await write({ t: 'table', name: LARGE.table, columns: large.columns });
  const encode = encoder(cipher, LARGE.table, large.columns);
  const contents = LARGE.columns.filter((c) => large.columns.some((l) => l.name === c));
  let count = 0;
  for (const meta of large.rows) {
    const id = Number(meta.id);
    const data = await rowByKey(db, LARGE.table, 'id', id, contents);
    if (!data) throw new Error(`attachment ${id} disappeared during the backup`);
    await write({ t: 'row', v: encode({ ...meta, ...data }) });
    count++;
  }
  counts[LARGE.table] = count;
}
