import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type EvidenceTable, readChainHead } from '../../data/evidence-chain.ts';
import type { Db } from '../../db/types.ts';

/**
 * A chain's head as seen at one moment, kept outside the database (the anchor file, the log stream, a backup's
 * header): deleting the newest rows of a chain, or all of them, leaves no trace in the chain itself, only a chain
 * shorter than an anchor taken before. `head` is the last row's hash (base64) under the key `keyId`.
 */
export type ChainAnchor = {
  chain: EvidenceTable;
  count: number;
  head: string | null;
  keyId: string;
  at: string;
};

const CHAINS: readonly EvidenceTable[] = ['audit_trail', 'login_logs', 'personal_data_access_logs'];

const anchorLine = z.object({
  chain: z.enum(['audit_trail', 'login_logs', 'personal_data_access_logs']),
  count: z.number().int().nonnegative(),
  head: z.string().max(100).nullable(),
  keyId: z.string().max(100),
  at: z.string().max(40),
});

/** The anchor file cannot be read: the message is for the operator. */
export class AnchorFileError extends Error {}

/** The heads of every chain now. */
export async function takeAnchors(db: Db, keyId: string, now: Date): Promise<ChainAnchor[]> {
  const anchors: ChainAnchor[] = [];
  for (const chain of CHAINS) {
    const head = await readChainHead(db, chain);
    anchors.push({
      chain,
      count: head.count,
      head: head.hash?.toString('base64') ?? null,
      keyId,
      at: now.toISOString(),
    });
  }
  return anchors;
}

/** Anchors as a backup header carries them (untrusted input on restore). */
export function parseAnchors(value: unknown): ChainAnchor[] {
  const parsed = z.array(anchorLine).max(CHAINS.length).safeParse(value);
  if (!parsed.success) throw new AnchorFileError('The evidence anchors cannot be read.');
  return parsed.data;
}

/** The latest anchor of each chain, by chain. */
export function latestByChain(anchors: readonly ChainAnchor[]): Map<string, ChainAnchor> {
  return new Map(anchors.map((a) => [a.chain, a]));
}

/**
 * The anchor file: one JSON line per anchor, appended (never rewritten, so the operator may make it append-only),
 * private to the server's user. Answers the latest anchor of each chain, by file order; an empty map when there is
 * no file yet.
 */
export function readAnchorFile(file: string): Map<string, ChainAnchor> {
  if (!fs.existsSync(file)) return new Map();
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const anchors: ChainAnchor[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const parsed = anchorLine.safeParse(json);
    if (!parsed.success)
      throw new AnchorFileError(`The evidence anchor file ${file} is damaged at line ${i + 1}.`);
    anchors.push(parsed.data);
  });
  return latestByChain(anchors);
}

/**
 * Appends the anchors that differ from the file's latest (a quiet site adds nothing). Answers how many were
 * written. The folder is created private (0700) and the file 0600.
 */
export function appendAnchorFile(file: string, anchors: readonly ChainAnchor[]): number {
  const latest = readAnchorFile(file);
  const changed = anchors.filter((a) => {
    const before = latest.get(a.chain);
    return !before || before.count !== a.count || before.head !== a.head || before.keyId !== a.keyId;
  });
  if (changed.length === 0) return 0;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.appendFileSync(file, changed.map((a) => `${JSON.stringify(a)}\n`).join(''), { mode: 0o600 });
  return changed.length;
}
