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
   * Encrypts a value that arrives in pieces (an uploaded file) straight into one buffer of room for `capacity`
   * plain bytes: the plain bytes are never held whole, and the ciphertext is not copied once more at the end.
   * `seal()` answers the same format as `encrypt`. `reseal()`, called by the writer just before the value is
   * written, answers it under the key current then: the same buffer, re-encrypted in place (a piece at a time, no
   * second copy) when a key rotation switched keys since the stream began. The stream keeps the key it began under
   * for that, so a rotation that ends (and retires that key) while the value arrives strands nothing.
   */
  encryptStream(
    binding: Binding,
    capacity: number,
  ): { update(chunk: Buffer): void; seal(): Buffer; reseal(): Buffer };
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
    const iv = blob.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
    const tag = blob.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(blob.subarray(HEADER_BYTES)), decipher.final()]);
  };

  /** Re-encrypts `blob` (written under `from`) under the current key where it lies, 64 KiB at a time. */
  const reencryptInPlace = (blob: Buffer, from: Buffer, aad: Buffer) => {
    const ivAt = 1 + KEY_ID_BYTES;
    const tagAt = ivAt + IV_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', from, blob.subarray(ivAt, tagAt));
    decipher.setAAD(aad);
    decipher.setAuthTag(Buffer.from(blob.subarray(tagAt, HEADER_BYTES)));
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    cipher.setAAD(aad);
    for (let at = HEADER_BYTES; at < blob.length; at += 65_536) {
      const piece = blob.subarray(at, at + 65_536);
      cipher.update(decipher.update(piece)).copy(piece);
    }
    decipher.final();
    cipher.final();
    Buffer.from(currentId, 'hex').copy(blob, 1);
    iv.copy(blob, ivAt);
    cipher.getAuthTag().copy(blob, tagAt);
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
    encryptStream(binding, capacity) {
      settle();
      let key = current;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const aad = Buffer.from(binding, 'utf8');
      cipher.setAAD(aad);
      const out = Buffer.allocUnsafe(HEADER_BYTES + capacity);
      out[0] = FORMAT_VERSION;
      Buffer.from(currentId, 'hex').copy(out, 1);
      iv.copy(out, 1 + KEY_ID_BYTES);
      let length = HEADER_BYTES;
      const append = (data: Buffer) => {
        if (length + data.length > out.length) throw new Error('more bytes than the room given');
        length += data.copy(out, length);
      };
      return {
        update: (chunk) => append(cipher.update(chunk)),
        seal() {
          append(cipher.final());
          cipher.getAuthTag().copy(out, 1 + KEY_ID_BYTES + IV_BYTES);
          return out.subarray(0, length);
        },
        reseal() {
          settle();
          const blob = out.subarray(0, length);
          if (key !== current) reencryptInPlace(blob, key, aad);
          key = current;
          return blob;
        },
      };
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
