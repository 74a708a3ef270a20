import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { hashRaw } from '@node-rs/argon2';
import { masterKeyId } from '../../security/crypto.ts';
import type { ChainAnchor } from '../evidence/chain-anchors.ts';

/**
 * The backup file: engine-neutral, compressed, encrypted and authenticated as a whole.
 *
 *   "AUDITBAK" | version (1 byte) | header length (4 bytes) | header (JSON) | chunk | chunk | ... | final chunk
 *   chunk = length (4 bytes) | AES-256-GCM ciphertext | tag (16 bytes)
 *
 * The header says how the file key is derived: from the master key (HKDF, with a random salt; the key id names which
 * master key) or from BACKUP_PASSPHRASE (argon2id with its salt and costs). Each chunk's nonce is its index and its
 * associated data holds the header's hash, the index and whether it is the last chunk: a changed header or byte, a
 * reordered, dropped or added chunk, and a cut-off end are each refused (the STREAM construction).
 */

const MAGIC = Buffer.from('AUDITBAK');
const VERSION = 1;
const CHUNK_BYTES = 1 << 20;
const TAG_BYTES = 16;
const MAX_HEADER_BYTES = 64 * 1024;

/** Argon2id for passphrases: stronger than for passwords, since a stolen backup can be attacked offline. */
const PASSPHRASE_COSTS = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;

export type BackupKeySource = { kind: 'master'; key: Buffer } | { kind: 'passphrase'; passphrase: string };

export type BackupHeader = {
  format: 'audit-backup';
  createdAt: string;
  salt: string;
  /** Tells a wrong passphrase from a damaged file: a keyed hash of a fixed text under the file key. */
  keyCheck: string;
  key:
    | { kind: 'master'; keyId: string }
    | { kind: 'passphrase'; memoryCost: number; timeCost: number; parallelism: number };
  /** The evidence chains' heads when the backup began (chain-anchors.ts): a restore refuses a chain cut short. */
  anchors?: ChainAnchor[];
};

/** A backup file cannot be read: the message is for the person running restore. */
export class BackupFileError extends Error {}

const keyCheckOf = (key: Buffer) =>
  createHmac('sha256', key).update('audit-backup-key-check').digest().subarray(0, 16).toString('base64');

async function deriveFileKey(
  header: Omit<BackupHeader, 'keyCheck'>,
  source: BackupKeySource,
): Promise<Buffer> {
  const salt = Buffer.from(header.salt, 'base64');
  if (header.key.kind === 'master') {
    if (source.kind !== 'master')
      throw new BackupFileError('This backup is encrypted with a master key, not with a passphrase.');
    if (masterKeyId(source.key) !== header.key.keyId)
      throw new BackupFileError(
        `This backup is encrypted with the master key of key id ${header.key.keyId}; the configured master key is key id ${masterKeyId(source.key)}. Restore with that key (APP_MASTER_KEY), or use a backup made with BACKUP_PASSPHRASE.`,
      );
    return Buffer.from(hkdfSync('sha256', source.key, salt, 'audit-backup-file', 32));
  }
  if (source.kind !== 'passphrase')
    throw new BackupFileError(
      'This backup is encrypted with a passphrase: set BACKUP_PASSPHRASE to restore it.',
    );
  const { memoryCost, timeCost, parallelism } = header.key;
  if (memoryCost > 1 << 22 || timeCost > 100 || parallelism > 16)
    throw new BackupFileError('This file is not a backup of this site (its key costs are out of range).');
  return hashRaw(source.passphrase, { algorithm: 2, memoryCost, timeCost, parallelism, salt, outputLen: 32 });
}

function chunkNonce(index: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
}

function chunkAad(headerHash: Buffer, index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(headerHash.length + 9);
  headerHash.copy(aad);
  aad.writeBigUInt64BE(BigInt(index), headerHash.length);
  aad[headerHash.length + 8] = final ? 1 : 0;
  return aad;
}

function lengthPrefixed(data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, data]);
}

/** A stream that encrypts what is written to it into the backup file format. */
export async function createBackupEncryptor(
  source: BackupKeySource,
  now: Date,
  anchors?: ChainAnchor[],
): Promise<Transform> {
  const base = {
    format: 'audit-backup' as const,
    createdAt: now.toISOString(),
    salt: randomBytes(32).toString('base64'),
    key:
      source.kind === 'master'
        ? { kind: 'master' as const, keyId: masterKeyId(source.key) }
        : { kind: 'passphrase' as const, ...PASSPHRASE_COSTS },
    ...(anchors ? { anchors } : {}),
  };
  const key = await deriveFileKey(base, source);
  const header: BackupHeader = { ...base, keyCheck: keyCheckOf(key) };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const headerHash = createHash('sha256').update(headerBytes).digest();
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (data: Buffer, final: boolean) => {
    const c = createCipheriv('aes-256-gcm', key, chunkNonce(index));
    c.setAAD(chunkAad(headerHash, index, final));
    index++;
    return lengthPrefixed(Buffer.concat([c.update(data), c.final(), c.getAuthTag()]));
  };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        this.push(seal(all.subarray(0, CHUNK_BYTES), false));
        pending = [all.subarray(CHUNK_BYTES)];
        pendingBytes = all.length - CHUNK_BYTES;
      }
      done();
    },
    flush(done: TransformCallback) {
      this.push(seal(Buffer.concat(pending), true));
      done();
    },
  });
  const prefix = Buffer.alloc(MAGIC.length + 5);
  MAGIC.copy(prefix);
  prefix[MAGIC.length] = VERSION;
  prefix.writeUInt32BE(headerBytes.length, MAGIC.length + 1);
  stream.push(Buffer.concat([prefix, headerBytes]));
  return stream;
}

/**
 * A stream that checks and decrypts a backup file. The key source is asked for once the header is read. It fails
 * with a BackupFileError on the first chunk that does not authenticate, and at the end when the last chunk is
 * missing (a cut-off file).
 */
export function createBackupDecryptor(
  source: BackupKeySource,
): Transform & { header(): BackupHeader | null } {
  // Bytes are collected until the next piece is whole (fixed prefix, header, chunk length, chunk), then taken at once.
  const parts: Buffer[] = [];
  let size = 0;
  const take = (n: number): Buffer => {
    const all = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    parts.length = 0;
    if (all.length > n) parts.push(all.subarray(n));
    size = all.length - n;
    return all.subarray(0, n);
  };
  type Step = 'prefix' | 'header' | 'length' | 'chunk';
  let step: Step = 'prefix';
  let need = MAGIC.length + 5;
  let header: BackupHeader | null = null;
  let headerHash: Buffer | null = null;
  let key: Buffer | null = null;
  let index = 0;
  let finished = false;
  const damaged = (why = '') =>
    new BackupFileError(`The backup file was changed or is damaged${why}: it cannot be restored.`);

  const open = (data: Buffer, tag: Buffer, final: boolean): Buffer | null => {
    try {
      const d = createDecipheriv('aes-256-gcm', key as Buffer, chunkNonce(index));
      d.setAAD(chunkAad(headerHash as Buffer, index, final));
      d.setAuthTag(tag);
      return Buffer.concat([d.update(data), d.final()]);
    } catch {
      return null;
    }
  };

  const process = async (piece: Buffer, push: (b: Buffer) => void) => {
    if (step === 'prefix') {
      if (!piece.subarray(0, MAGIC.length).equals(MAGIC))
        throw new BackupFileError('This file is not a backup of this site.');
      if (piece[MAGIC.length] !== VERSION)
        throw new BackupFileError(
          `This backup has format version ${piece[MAGIC.length]}, which this version cannot read.`,
        );
      need = piece.readUInt32BE(MAGIC.length + 1);
      if (need > MAX_HEADER_BYTES) throw new BackupFileError('This file is not a backup of this site.');
      step = 'header';
    } else if (step === 'header') {
      try {
        header = JSON.parse(piece.toString('utf8')) as BackupHeader;
      } catch {
        throw damaged(' (its header cannot be read)');
      }
      if (header?.format !== 'audit-backup')
        throw new BackupFileError('This file is not a backup of this site.');
      headerHash = createHash('sha256').update(piece).digest();
      key = await deriveFileKey(header, source);
      const check = Buffer.from(keyCheckOf(key));
      const given = Buffer.from(String(header.keyCheck));
      if (check.length !== given.length || !timingSafeEqual(check, given))
        throw new BackupFileError(
          header.key.kind === 'passphrase'
            ? 'BACKUP_PASSPHRASE is not the passphrase this backup was made with.'
            : 'The configured master key is not the key this backup was made with.',
        );
      step = 'length';
      need = 4;
    } else if (step === 'length') {
      if (finished) throw damaged(' (there is data after its end)');
      need = piece.readUInt32BE(0);
      if (need < TAG_BYTES || need > CHUNK_BYTES + TAG_BYTES) throw damaged();
      step = 'chunk';
    } else {
      const data = piece.subarray(0, piece.length - TAG_BYTES);
      const tag = piece.subarray(piece.length - TAG_BYTES);
      let plain = open(data, tag, false);
      if (!plain) {
        plain = open(data, tag, true);
        if (!plain) throw damaged();
        finished = true;
      }
      index++;
      if (plain.length > 0) push(plain);
      step = 'length';
      need = 4;
    }
  };

  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      parts.push(chunk);
      size += chunk.length;
      (async () => {
        while (size >= need) await process(take(need), (b) => this.push(b));
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!header) return done(new BackupFileError('The backup file is incomplete (it ends in its header).'));
      if (!finished || size > 0)
        return done(new BackupFileError('The backup file is incomplete: it was cut off before its end.'));
      done();
    },
  }) as Transform & { header(): BackupHeader | null };
  stream.header = () => header;
  return stream;
}

/** The header of a backup (plain JSON before the encrypted chunks) from the file's first bytes: which key it needs. */
export function readBackupHeader(start: Buffer): BackupHeader {
  const fixed = MAGIC.length + 5;
  if (start.length < fixed || !start.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupFileError('This file is not a backup of this site.');
  const length = start.readUInt32BE(MAGIC.length + 1);
  if (length > MAX_HEADER_BYTES || start.length < fixed + length)
    throw new BackupFileError('The backup file is damaged (its header cannot be read).');
  try {
    return JSON.parse(start.subarray(fixed, fixed + length).toString('utf8')) as BackupHeader;
  } catch {
    throw new BackupFileError('The backup file is damaged (its header cannot be read).');
  }
}

/** How many first bytes hold the header. */
export const BACKUP_HEADER_BYTES = MAGIC.length + 5 + MAX_HEADER_BYTES;
