import { sealUnsealedGrants } from '../../data/access-grants.ts';
import { auditedChange } from '../../data/audited-change.ts';
import type { EvidenceTable } from '../../data/evidence-chain.ts';
import { indexUnindexedTitles } from '../../data/title-search.ts';
import { knownMigrations, migrateToLatest } from '../../db/migrate.ts';
import { hasRows, insertRows, syncIdentity, tableExists } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import type { ChainReport } from '../evidence/verify-evidence.ts';
import { BackupFileError } from './backup-file.ts';
import { restoredGrant } from './backup-grants.ts';
import { BACKED_UP_TABLES, CHAINED_TABLES, encryptedColumnsOf } from './backup-tables.ts';
import type { BackupRecord } from './dump-database.ts';

export type RestoreSummary = {
  createdAt: string;
  engine: string;
  counts: Record<string, number>;
  /** The evidence chains as they were checked when the backup was made. */
  chains: ChainReport[];
  /** The evidence chains as the restore checked them in the backup, before sealing them again. */
  restoreCheck?: ChainReport[];
};

/** The restore cannot go on; nothing was written. */
export class RestoreError extends Error {}

type Manifest = Extract<BackupRecord, { t: 'manifest' }>;
type Column = Extract<BackupRecord, { t: 'table' }>['columns'][number];

/** Refuses a target that holds data: a restore never mixes two sites. */
export async function assertEmptyTarget(db: Db): Promise<void> {
  for (const table of BACKED_UP_TABLES) {
    if ((await tableExists(db, table)) && (await hasRows(db, table)))
      throw new RestoreError(
        `The target database is not empty (${table} has rows). Restore into a new DATA_DIR or a new, empty PostgreSQL database.`,
      );
  }
}

/** Reads the manifest and checks this version can restore it (a backup of a newer version cannot be). */
export function checkManifest(record: BackupRecord | undefined): Manifest {
  if (record?.t !== 'manifest' || record.format !== 1)
    throw new BackupFileError('The backup file is damaged (it does not start with its manifest).');
  const known = new Set(knownMigrations());
  const unknown = record.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0)
    throw new RestoreError(
      `This backup was made by a newer version of the site (schema ${unknown.at(-1)}). Restore it with that version or a later one.`,
    );
  return record;
}

/**
 * Restores a backup's records into an empty database: the schema is brought to the backup's version, every row
 * is written in one transaction (so a failure anywhere leaves no data), encrypted values are encrypted again under
 * this site's key and bound to their rows (whose ids are kept), and the evidence chains are sealed again under this
 * site's key in their order. A RESTORE row in the audit trail records the backup and its chain check. Then the
 * schema is brought to this version's latest.
 */
export async function restoreDatabase(
  db: Db,
  cipher: Cipher,
  records: AsyncIterator<BackupRecord>,
  now: Date,
  restoreCheck?: ChainReport[],
): Promise<RestoreSummary> {
  const manifest = checkManifest((await records.next()).value as BackupRecord | undefined);
  await assertEmptyTarget(db);
  const lastMigration = manifest.migrations.at(-1);
  if (lastMigration) await migrateToLatest(db, {}, lastMigration);

  const summary = await db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    // Tables whose identity sequence must move past the restored ids.
    const withIds: string[] = [];
    let table: { name: string; columns: Column[] } | null = null;
    let pending: unknown[][] = [];
    let chainPrev: Buffer | null | undefined;
    const flush = async () => {
      if (table && pending.length > 0)
        await insertRows(
          trx,
          table.name,
          table.columns.map((c) => c.name),
          pending,
        );
      pending = [];
    };
    for (;;) {
      const { value: record, done } = await records.next();
      if (done || !record) throw new BackupFileError('The backup file is incomplete: it has no end record.');
      if (record.t === 'table') {
        await flush();
        if (!(BACKED_UP_TABLES as readonly string[]).includes(record.name))
          throw new BackupFileError(`The backup file is damaged (unknown table ${record.name}).`);
        table = { name: record.name, columns: record.columns };
        if (record.columns.some((c) => c.name === 'id')) withIds.push(record.name);
        counts[record.name] = 0;
        chainPrev = undefined;
      } else if (record.t === 'row') {
        if (!table) throw new BackupFileError('The backup file is damaged (a row before its table).');
        const decoded = decodeRow(cipher, table.name, table.columns, record.v);
        if ((CHAINED_TABLES as readonly string[]).includes(table.name)) {
          chainPrev = reseal(cipher, table.name as EvidenceTable, table.columns, decoded, chainPrev);
        } else if (table.name === 'evidence_chain_starts') resealStart(cipher, table.columns, decoded);
        pending.push(
          decoded.map((v, i) => (table?.columns[i]?.type === 'jsonb' && v !== null ? JSON.stringify(v) : v)),
        );
        counts[table.name] = (counts[table.name] ?? 0) + 1;
        if (pending.length >= (table.name === 'attachments' ? 1 : 200)) await flush();
      } else if (record.t === 'end') {
        await flush();
        for (const [name, n] of Object.entries(record.counts))
          if ((counts[name] ?? 0) !== n)
            throw new BackupFileError(
              `The backup file is damaged (${name}: ${counts[name] ?? 0} rows of ${n}).`,
            );
        for (const name of Object.keys(counts))
          if (record.counts[name] === undefined) throw new BackupFileError('The backup file is damaged.');
        for (const name of withIds) await syncIdentity(trx, name);
        return { createdAt: manifest.createdAt, engine: manifest.engine, counts, chains: record.chains };
      } else {
        throw new BackupFileError('The backup file is damaged (a second manifest).');
      }
    }
  });
  if ((await records.next()).done !== true)
    throw new BackupFileError('The backup file is damaged (data after its end).');
  // The master key seals where a chain starts, should an older backup's chain have been purged (20261208T0400).
  await migrateToLatest(db, { masterKey: cipher.exportKey(cipher.keyId) });
  await auditedChange(
    { db, cipher, now: () => now },
    { adminUserId: null, loginId: 'system:restore', ip: null },
    ({ audit }) =>
      audit('RESTORE', 'backup', manifest.createdAt, null, {
        backupCreatedAt: manifest.createdAt,
        engine: manifest.engine,
        counts: summary.counts,
        chains: summary.chains,
        ...(restoreCheck ? { restoreCheck } : {}),
      }),
  );
  // The keyword index is left out of a backup: made again here, under this site's key.
  await indexUnindexedTitles(db, cipher);
  // A backup made before grant MACs existed: its rows and receipt numbers are sealed now (the backup file is
  // authenticated under its own key, so its rows are the source site's).
  await sealUnsealedGrants(db, cipher);
  return { ...summary, ...(restoreCheck ? { restoreCheck } : {}) };
}

/** Values as the database takes them: bytes, dates, JSON; encrypted columns encrypted again for their row. */
function decodeRow(cipher: Cipher, table: string, columns: Column[], values: unknown[]): unknown[] {
  if (!Array.isArray(values) || values.length !== columns.length)
    throw new BackupFileError(`The backup file is damaged (a row of ${table} does not fit its columns).`);
  const decoded = values.map((v, i) => {
    const c = columns[i] as Column;
    if (v === null) return null;
    if (c.type === 'bytea') return Buffer.from(String(v), 'base64');
    if (c.type === 'timestamp with time zone') return new Date(String(v));
    return v;
  });
  const enc = encryptedColumnsOf(table);
  const plain = Object.fromEntries(columns.map((c, i) => [c.name, decoded[i]]));
  const ids = Object.fromEntries((enc?.ids ?? []).map((c) => [c, Number(plain[c])]));
  const written = decoded.map((v, i) => {
    const bind = enc?.columns[(columns[i] as Column).name];
    return bind && v instanceof Buffer ? cipher.encrypt(v, bind(ids)) : v;
  });
  // The keyed values of the source site (grant MACs, receipt hashes) are made again under this site's key.
  const row = Object.fromEntries(columns.map((c, i) => [c.name, written[i]]));
  restoredGrant(cipher, table, plain, row);
  return columns.map((c) => row[c.name]);
}

/**
 * Seals one evidence row under this site's key, chained to the row before it; the first row keeps the hash it
 * followed (rows before it were purged after their retention). Returns the row's new hash.
 */
function reseal(
  cipher: Cipher,
  table: EvidenceTable,
  columns: Column[],
  decoded: unknown[],
  prev: Buffer | null | undefined,
): Buffer {
  const at = (name: string) => columns.findIndex((c) => c.name === name);
  const prevAt = at('prev_hash');
  const chainAt = at('chain_hash');
  const row: Record<string, unknown> = {};
  // The index is not sealed (verify-evidence.ts checks it by counting).
  columns.forEach((c, i) => {
    if (i !== prevAt && i !== chainAt && c.name !== 'seq') row[c.name] = decoded[i];
  });
  row.id = Number(row.id);
  const newPrev = prev === undefined ? ((decoded[prevAt] as Buffer | null) ?? null) : prev;
  const hash = cipher.sealEvidence(newPrev, table, row);
  decoded[prevAt] = newPrev;
  decoded[chainAt] = hash;
  return hash;
}

/** Seals a chain's start again under this site's key (the restore checked it under the backup's, or its links). */
function resealStart(cipher: Cipher, columns: Column[], decoded: unknown[]): void {
  const at = (name: string) => columns.findIndex((c) => c.name === name);
  const chain = String(decoded[at('chain')]);
  decoded[at('seal')] = cipher.sealChainStart(
    chain,
    Number(decoded[at('first_seq')]),
    decoded[at('prev_hash')] as Buffer,
  );
}
