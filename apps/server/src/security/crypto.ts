import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
export const KEY_FILE_NAME = 'master.key';

/**
 * AES-256-GCM for data at rest. A ciphertext is `version | keyId | iv | tag | data`; the key id lets a
 * rotated key be found, and the binding (column and row) is the associated data, so a value copied into another
 * column or another row does not decrypt.
 */
export type Cipher = EvidenceSeal & {
  keyId: string;
  /**
   * A keyed hash (HMAC-SHA256, key derived from the master key for `purpose`) to find a row by a value without
   * storing the value: the same value gives the same hash, and without the key nobody can test a guess.
   */
  lookupHash(purpose: string, value: string): Buffer;
  encrypt(plain: Buffer | string, binding: Binding): Buffer;
  decrypt(blob: Buffer, binding: Binding): Buffer;
  decryptText(blob: Buffer, binding: Binding): string;
};

function keyIdOf(key: Buffer): Buffer {
  return createHash('sha256').update('audit-key-id:').update(key).digest().subarray(0, KEY_ID_BYTES);
}

/** Builds a cipher from the current key and any older keys kept only for decryption. */
export function createCipher(current: Buffer, older: Buffer[] = []): Cipher {
  if (current.length !== 32) throw new Error('master key must be 32 bytes');
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...older]) keys.set(keyIdOf(k).toString('hex'), k);
  const currentId = keyIdOf(current);

  const decrypt = (blob: Buffer, binding: Binding): Buffer => {
    if (blob.length < HEADER_BYTES || blob[0] !== FORMAT_VERSION)
      throw new Error('unknown ciphertext format');
    const id = blob.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
    const key = keys.get(id);
    if (!key) throw new Error(`no key for key id ${id}`);
    const iv = blob.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
    const tag = blob.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(blob.subarray(HEADER_BYTES)), decipher.final()]);
  };

  const lookupKeys = new Map<string, Buffer>();
  const lookupKey = (purpose: string) => {
    let key = lookupKeys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), `audit-lookup:${purpose}`, 32));
      lookupKeys.set(purpose, key);
    }
    return key;
  };

  return {
    ...createEvidenceSeal(current),
    keyId: currentId.toString('hex'),
    lookupHash: (purpose, value) => createHmac('sha256', lookupKey(purpose)).update(value, 'utf8').digest(),
    encrypt(plain, binding) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(binding, 'utf8'));
      const data = Buffer.concat([
        cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
        cipher.final(),
      ]);
      return Buffer.concat([Buffer.of(FORMAT_VERSION), currentId, iv, cipher.getAuthTag(), data]);
    },
    decrypt,
    decryptText: (blob, binding) => decrypt(blob, binding).toString('utf8'),
  };
}

/**
 * The master key: APP_MASTER_KEY when set, otherwise `<dataDir>/master.key`, created with mode 0600 on first
 * start. Losing this file makes every encrypted report unreadable, so operations.md tells to back it up.
 */
export function loadMasterKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, KEY_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    const fd = fs.openSync(file, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${randomBytes(32).toString('base64')}\n`);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}
