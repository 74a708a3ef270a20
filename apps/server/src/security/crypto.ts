import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Binding } from './cipher-bindings.ts';
import { createEvidenceSeal, type EvidenceSeal } from './evidence-seal.ts';

/**
 * Version 2 binds a value to its column and row (see cipher-bindings.ts). Version 1 (column only) is gone: the
 * migration 20261125T0100-row-bound-ciphertexts re-encrypted every value, and a version-1 blob is refused here.
 */
const FORMAT_VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;
const TAG_AT = 1 + KEY_ID_BYTES + IV_BYTES;

/**
 * AES-256-GCM for data at rest. A ciphertext is `version | keyId | iv | tag | data`; the key id lets a
 * rotated key be found, and the binding (column and row) is the associated data, so a value copied into another
 * column or another row does not decrypt.
 *
 * The cipher holds a key ring: the current key (encrypts, seals evidence, keys lookup hashes) and older keys that
 * only decrypt. A key rotation (features/key-rotation/) makes a new key current in every running instance and
 * retires the old one when every value has been re-encrypted.
 */
export type Cipher = EvidenceSeal & {
  /** The current key's id (hex), as written into each new ciphertext. */
  readonly keyId: string;
  /**
   * A keyed hash (HMAC-SHA256, key derived from the master key for `purpose`) to find a row by a value without
   * storing the value: the same value gives the same hash, and without the key nobody can test a guess.
   */
  lookupHash(purpose: string, value: string): Buffer;
  encrypt(plain: Buffer | string, binding: Binding): Buffer;
  decrypt(blob: Buffer, binding: Binding): Buffer;
  decryptText(blob: Buffer, binding: Binding): string;
  /**
   * Encrypts a value that arrives in pieces (an uploaded file) without holding it: each piece's ciphertext is
   * answered at once (as long as the piece) for the caller to keep where it likes, and `final()` answers the header
   * that goes before them; header and pieces together are the format `encrypt` writes, bound the same way.
   */
  encryptStream(binding: Binding): CipherStream;
  /** Whether a key of this id is in the ring. */
  hasKey(keyId: string): boolean;
  /**
   * Makes `key` the current key, at once or from the instant `from` (every instance switches at that same instant, so
   * none writes under a key that another cannot read yet); it decrypts at once, and the keys held so far stay, for
   * decryption only.
   */
  rotateTo(key: Buffer, from?: Date): void;
  /** Adds a key for decryption only. */
  addReadKey(key: Buffer): void;
  /**
   * `lookupHash` under every key of the ring, current first: during a key rotation a value may have been hashed under
   * either key (a search looks for both).
   */
  lookupHashers(): ((purpose: string, value: string) => Buffer)[];
  /** Forgets every key but the current one (a rotation has finished). */
  retireOldKeys(): void;
  /**
   * A key of the ring, by id. Key material leaves the ring only for a key rotation (to be wrapped under the other key
   * and written to the key file) and for a backup's file key; nothing else calls this.
   */
  exportKey(keyId: string): Buffer | undefined;
  /** The evidence seals of every key in the ring, current first: a row sealed under any of them is genuine. */
  evidenceSeals(): EvidenceSeal[];
};

/**
 * A value encrypted as it arrives, piece by piece (Cipher.encryptStream): the header `final()` answers, followed by
 * every piece's ciphertext in order, is the value.
 */
export type CipherStream = {
  /** The ciphertext of the next piece, as long as the piece. */
  update(piece: Buffer): Buffer;
  /** Ends the value and answers its header (format, key id, iv, tag), which goes before the pieces. */
  final(): Buffer;
  /**
   * After `final`: null while the stream's key is still the current one; after a key rotation switched keys, a
   * stream that takes the value's pieces again, in order, and answers them (and then a header) under the current key.
   */
  rekey(): CipherStream | null;
};

/** The id of a master key: the first bytes of a hash of it, written into every ciphertext (hex). */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('audit-key-id:')
    .update(key)
    .digest()
    .subarray(0, KEY_ID_BYTES)
    .toString('hex');
}

/** The id of the key a ciphertext was written under (hex), or null when it is not one of ours. */
export function ciphertextKeyId(blob: Buffer): string | null {
  if (blob.length < HEADER_BYTES || blob[0] !== FORMAT_VERSION) return null;
  return blob.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
}

function checkKey(key: Buffer): Buffer {
  if (key.length !== 32) throw new Error('master key must be 32 bytes');
  return key;
}

/** A decipher for the value whose header (format, key id, iv, tag) `header` begins with, under `key`. */
function decipherOf(key: Buffer, header: Buffer, aad: Buffer) {
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(1 + KEY_ID_BYTES, TAG_AT));
  decipher.setAAD(aad);
  decipher.setAuthTag(header.subarray(TAG_AT, HEADER_BYTES));
  return decipher;
}

/** Builds a cipher from the current key and any older keys kept only for decryption. */
export function createCipher(currentKey: Buffer, older: Buffer[] = []): Cipher {
  const keys = new Map<string, Buffer>();
  let current = checkKey(currentKey);
  let currentId = masterKeyId(current);
  let seal = createEvidenceSeal(current);
  // Lookup keys by key id and purpose, derived once.
  const lookupKeys = new Map<string, Buffer>();
  for (const k of [current, ...older]) keys.set(masterKeyId(checkKey(k)), k);

  let pending: { key: Buffer; at: number } | null = null;
  const settle = () => {
    if (pending && Date.now() >= pending.at) {
      const { key } = pending;
      pending = null;
      makeCurrent(key);
    }
  };
  const makeCurrent = (key: Buffer) => {
    current = checkKey(key);
    currentId = masterKeyId(key);
    keys.set(currentId, key);
    seal = createEvidenceSeal(key);
  };

  const decrypt = (blob: Buffer, binding: Binding): Buffer => {
    settle();
    const id = ciphertextKeyId(blob);
    if (id === null) throw new Error('unknown ciphertext format');
    const key = keys.get(id);
    if (!key) throw new Error(`no key for key id ${id}`);
    const decipher = decipherOf(key, blob, Buffer.from(binding, 'utf8'));
    return Buffer.concat([decipher.update(blob.subarray(HEADER_BYTES)), decipher.final()]);
  };

  /**
   * A stream under `key`. It keeps that key, so that its `rekey` can still read what it wrote after a key rotation
   * has ended (and retired the key) while the value arrived. `from` is the value a rekeying stream reads.
   */
  const streamUnder = (
    keyId: string,
    key: Buffer,
    aad: Buffer,
    from?: { header: Buffer; key: Buffer },
  ): CipherStream => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad);
    const decipher = from && decipherOf(from.key, from.header, aad);
    let header: Buffer | undefined;
    return {
      update: decipher ? (piece) => cipher.update(decipher.update(piece)) : (piece) => cipher.update(piece),
      final() {
        // A rekeying stream checks the old value's tag: a piece changed meanwhile throws here.
        decipher?.final();
        // GCM is a stream mode: nothing is left to flush, every byte is in the pieces already answered.
        if (cipher.final().length !== 0) throw new Error('a stream cipher left bytes at its end');
        header = Buffer.concat([
          Buffer.of(FORMAT_VERSION),
          Buffer.from(keyId, 'hex'),
          iv,
          cipher.getAuthTag(),
        ]);
        return header;
      },
      rekey() {
        if (!header) throw new Error('rekey before final');
        settle();
        return keyId === currentId ? null : streamUnder(currentId, current, aad, { header, key });
      },
    };
  };
  const lookupKey = (id: string, master: Buffer, purpose: string) => {
    let key = lookupKeys.get(`${id}/${purpose}`);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `audit-lookup:${purpose}`, 32));
      lookupKeys.set(`${id}/${purpose}`, key);
    }
    return key;
  };
  const hasherOf =
    (id: string, master: Buffer) =>
    (purpose: string, value: string): Buffer =>
      createHmac('sha256', lookupKey(id, master, purpose))
        .update(value, 'utf8')
        .digest();

  return {
    get keyId() {
      settle();
      return currentId;
    },
    sealEvidence: (prev, table, row) => {
      settle();
      return seal.sealEvidence(prev, table, row);
    },
    sealChainStart: (table, firstSeq, prevHash) => {
      settle();
      return seal.sealChainStart(table, firstSeq, prevHash);
    },
    lookupHash: (purpose, value) => {
      settle();
      return hasherOf(currentId, current)(purpose, value);
    },
    encrypt(plain, binding) {
      settle();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(binding, 'utf8'));
      const data = Buffer.concat([
        cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
        cipher.final(),
      ]);
      return Buffer.concat([
        Buffer.of(FORMAT_VERSION),
        Buffer.from(currentId, 'hex'),
        iv,
        cipher.getAuthTag(),
        data,
      ]);
    },
    decrypt,
    decryptText: (blob, binding) => decrypt(blob, binding).toString('utf8'),
    encryptStream(binding) {
      settle();
      return streamUnder(currentId, current, Buffer.from(binding, 'utf8'));
    },
    hasKey: (id) => keys.has(id),
    rotateTo(key, from) {
      if (from && from.getTime() > Date.now()) {
        keys.set(masterKeyId(checkKey(key)), key);
        pending = { key, at: from.getTime() };
      } else {
        pending = null;
        makeCurrent(key);
      }
    },
    addReadKey(key) {
      keys.set(masterKeyId(checkKey(key)), key);
    },
    exportKey: (id) => keys.get(id),
    lookupHashers: () => {
      settle();
      return [[currentId, current] as const, ...[...keys].filter(([id]) => id !== currentId)].map(([id, k]) =>
        hasherOf(id, k),
      );
    },
    retireOldKeys() {
      settle();
      for (const id of [...keys.keys()]) if (id !== currentId) keys.delete(id);
      for (const k of [...lookupKeys.keys()]) if (!k.startsWith(`${currentId}/`)) lookupKeys.delete(k);
    },
    evidenceSeals: () => {
      settle();
      return [seal, ...[...keys].filter(([id]) => id !== currentId).map(([, k]) => createEvidenceSeal(k))];
    },
  };
}
