import type { EvidenceTable } from '../../data/evidence-chain.ts';
import type { ChainStart } from '../../data/evidence-chain-starts.repository.ts';
import type { Cipher } from '../../security/crypto.ts';
import { type ChainAnchor, latestByChain, parseAnchors } from '../evidence/chain-anchors.ts';
import { type ChainReport, chainChecker, compareWithAnchor } from '../evidence/verify-evidence.ts';
import { CHAINED_TABLES } from './backup-tables.ts';
import type { BackupRecord } from './dump-database.ts';

type Column = Extract<BackupRecord, { t: 'table' }>['columns'][number];

/** The migration that gave chains their index and sealed starts: a backup made before has neither. */
const ANCHORED_FROM = '20261208T0400-evidence-anchors';

const isChained = (name: string): name is EvidenceTable =>
  (CHAINED_TABLES as readonly string[]).includes(name);

/** A value of a backup row as the database hands it back (what a chain's hash was computed over). */
function storedValue(c: Column, v: unknown): unknown {
  if (v === null) return null;
  if (c.type === 'bytea') return Buffer.from(String(v), 'base64');
  if (c.type === 'timestamp with time zone') return new Date(String(v));
  return v;
}

/**
 * Checks the evidence chains of a backup as its records come, before anything is restored (a restore seals the
 * chains again under the restoring site's key, after which a break could no longer be told): each chain must start
 * at its genesis or at its sealed start, its rows must follow one another, and it must reach the anchors of the
 * backup's header with their hashes. Each row's own hash is checked too where the restoring site holds the key the
 * backup's site sealed with (a backup made with the master key, restored with it); elsewhere the links are checked.
 */
export function backupChainCheck(cipher: Cipher, migrations: readonly string[], headerAnchors: unknown) {
  const anchors = latestByChain(headerAnchors === undefined ? [] : parseAnchors(headerAnchors));
  const keyId = [...anchors.values()][0]?.keyId;
  const seals = keyId && cipher.hasKey(keyId) ? cipher.evidenceSeals() : null;
  const legacy = !migrations.includes(ANCHORED_FROM);
  const starts = new Map<string, ChainStart>();
  const reports: ChainReport[] = [];
  let current: {
    table: EvidenceTable;
    columns: Column[];
    checker: ReturnType<typeof chainChecker>;
    anchor: ChainAnchor | undefined;
    position: number;
  } | null = null;
  let startColumns: Column[] | null = null;

  const close = () => {
    if (!current) return;
    const report = current.checker.report();
    reports.push(
      current.anchor
        ? compareWithAnchor(report, current.anchor, current.checker.watched, current.anchor.keyId)
        : report,
    );
    current = null;
  };

  return {
    table(name: string, columns: Column[]) {
      close();
      startColumns = name === 'evidence_chain_starts' ? columns : null;
      if (!isChained(name)) return;
      const anchor = anchors.get(name);
      const checker = chainChecker(seals, name, starts.get(name) ?? null, {
        watch: anchor?.count,
        trustFirst: legacy,
      });
      current = { table: name, columns, checker, anchor, position: 0 };
    },
    row(values: unknown[]) {
      if (startColumns) {
        const at = (n: string) => values[startColumns?.findIndex((c) => c.name === n) ?? -1];
        starts.set(String(at('chain')), {
          firstSeq: Number(at('first_seq')),
          prevHash: Buffer.from(String(at('prev_hash')), 'base64'),
          seal: Buffer.from(String(at('seal')), 'base64'),
        });
      }
      if (!current || current.checker.broken) return;
      const row: Record<string, unknown> = {};
      let prevHash: Buffer | null = null;
      let chainHash: Buffer | null = null;
      let seq: number | null = null;
      current.columns.forEach((c, i) => {
        const v = storedValue(c, values[i]);
        if (c.name === 'prev_hash') prevHash = v as Buffer | null;
        else if (c.name === 'chain_hash') chainHash = v as Buffer | null;
        else if (c.name === 'seq') seq = Number(v);
        else row[c.name] = v;
      });
      current.position++;
      // A backup made before the index counts its rows in the order it holds them (the chain's order then).
      current.checker.check(seq ?? current.position, { ...row, id: Number(row.id) }, prevHash, chainHash);
    },
    /** The chains' reports: a chain the backup holds no table of is not reported. */
    finish(): ChainReport[] {
      close();
      return reports;
    },
  };
}
