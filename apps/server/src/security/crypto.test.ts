import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIND, testBinding } from './cipher-bindings.ts';
import { type CipherStream, ciphertextKeyId, createCipher, masterKeyId } from './crypto.ts';
import { KEY_FILE_NAME, loadMasterKey } from './master-key-file.ts';

describe('encryption at rest', () => {
  const cipher = createCipher(randomBytes(32));

  it('round-trips text and bytes, with a fresh IV each time', () => {
    const a = cipher.encrypt('누가: 김 과장', BIND.content(7));
    const b = cipher.encrypt('누가: 김 과장', BIND.content(7));
    expect(a.equals(b)).toBe(false);
    expect(a.toString('utf8')).not.toContain('김 과장');
    expect(cipher.decryptText(a, BIND.content(7))).toBe('누가: 김 과장');
    const bytes = randomBytes(1000);
    expect(
      cipher.decrypt(cipher.encrypt(bytes, BIND.fileData(7, 3)), BIND.fileData(7, 3)).equals(bytes),
    ).toBe(true);
  });

  it('refuses a value moved to another column, a tampered value and an unknown key', () => {
    const blob = cipher.encrypt('010-1234-5678', BIND.phone(7));
    expect(() => cipher.decrypt(blob, BIND.email(7))).toThrow();
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(tampered, BIND.phone(7))).toThrow();
    expect(() => createCipher(randomBytes(32)).decrypt(blob, BIND.phone(7))).toThrow(/no key/);
  });

  it('refuses a value moved to another row: report, comment, attachment or mail', () => {
    expect(() => cipher.decrypt(cipher.encrypt('본문', BIND.content(7)), BIND.content(8))).toThrow();
    expect(() => cipher.decrypt(cipher.encrypt('답변', BIND.comment(7, 1)), BIND.comment(7, 2))).toThrow();
    expect(() => cipher.decrypt(cipher.encrypt('답변', BIND.comment(7, 1)), BIND.comment(8, 1))).toThrow();
    expect(() => cipher.decrypt(cipher.encrypt('a', BIND.filename(7, 1)), BIND.filename(8, 1))).toThrow();
    expect(() => cipher.decrypt(cipher.encrypt('m', BIND.mailBody(1)), BIND.mailBody(2))).toThrow();
    // Bindings never run into each other: post 1 / comment 23 is not post 12 / comment 3.
    expect(BIND.comment(1, 23)).not.toBe(BIND.comment(12, 3));
  });

  it('refuses the column-only format of before the row binding', () => {
    const blob = cipher.encrypt('x', testBinding('c'));
    const versionOne = Buffer.from(blob);
    versionOne[0] = 1;
    expect(() => cipher.decrypt(versionOne, testBinding('c'))).toThrow(/unknown ciphertext format/);
  });

  it('still decrypts with a retired key after rotation', () => {
    const oldKey = randomBytes(32);
    const blob = createCipher(oldKey).encrypt('x', testBinding('c'));
    expect(createCipher(randomBytes(32), [oldKey]).decryptText(blob, testBinding('c'))).toBe('x');
  });

  /** A value through a stream: its header and the pieces' ciphertext, as a spool would hold them. */
  const streamed = (stream: CipherStream, plain: Buffer, piece = 65_536) => {
    const body: Buffer[] = [];
    for (let i = 0; i < plain.length; i += piece) body.push(stream.update(plain.subarray(i, i + piece)));
    return { header: stream.final(), body: Buffer.concat(body) };
  };

  it('encrypts a value arriving in pieces into the same format, bound the same way', () => {
    const plain = randomBytes(300_000);
    const { header, body } = streamed(cipher.encryptStream(BIND.fileData(7, 3)), plain);
    // Every piece's ciphertext is as long as the piece, so a spool can be rewritten in place.
    expect(body.length).toBe(plain.length);
    const blob = Buffer.concat([header, body]);
    expect(blob.length).toBe(cipher.encrypt(plain, BIND.fileData(7, 3)).length);
    expect(cipher.decrypt(blob, BIND.fileData(7, 3)).equals(plain)).toBe(true);
    expect(() => cipher.decrypt(blob, BIND.fileData(7, 4))).toThrow();
  });

  it('re-encrypts a streamed value under the key current when it is written, even after a retirement', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const ring = createCipher(oldKey);
    const plain = randomBytes(200_000);
    const stream = ring.encryptStream(BIND.fileData(7, 3));
    const sealed = streamed(stream, plain);
    // No rotation meanwhile: the value is written as it was sealed.
    expect(stream.rekey()).toBeNull();
    ring.rotateTo(newKey);
    ring.retireOldKeys();
    expect(() => ring.decrypt(Buffer.concat([sealed.header, sealed.body]), BIND.fileData(7, 3))).toThrow(
      /no key/,
    );
    // The stream kept the key it began under: its pieces, taken again in other sizes, come out under the new key.
    const rekey = stream.rekey();
    if (!rekey) throw new Error('expected a rekeying stream after the rotation');
    const moved = streamed(rekey, sealed.body, 50_000);
    expect(moved.body.length).toBe(sealed.body.length);
    const blob = Buffer.concat([moved.header, moved.body]);
    expect(ciphertextKeyId(blob)).toBe(masterKeyId(newKey));
    expect(createCipher(newKey).decrypt(blob, BIND.fileData(7, 3)).equals(plain)).toBe(true);
    expect(() => ring.decrypt(blob, BIND.fileData(7, 4))).toThrow();
    expect(rekey.rekey()).toBeNull();
  });

  it('refuses to rekey a streamed value whose pieces changed since they were written', () => {
    const oldKey = randomBytes(32);
    const ring = createCipher(oldKey);
    const stream = ring.encryptStream(BIND.fileData(7, 3));
    const sealed = streamed(stream, randomBytes(1000));
    ring.rotateTo(randomBytes(32));
    const rekey = stream.rekey();
    if (!rekey) throw new Error('expected a rekeying stream after the rotation');
    sealed.body[10] = (sealed.body[10] ?? 0) ^ 1;
    rekey.update(sealed.body);
    expect(() => rekey.final()).toThrow();
  });

  it('switches to a new key in place: writes under it, reads both, and forgets the old one when told', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const ring = createCipher(oldKey);
    const before = ring.encrypt('전', testBinding('c'));
    const sealedBefore = ring.sealEvidence(null, 't', { a: 1 });
    ring.rotateTo(newKey);
    expect(ring.keyId).toBe(masterKeyId(newKey));
    const after = ring.encrypt('후', testBinding('c'));
    expect(ciphertextKeyId(after)).toBe(masterKeyId(newKey));
    expect(ciphertextKeyId(before)).toBe(masterKeyId(oldKey));
    expect(ring.decryptText(before, testBinding('c'))).toBe('전');
    expect(ring.sealEvidence(null, 't', { a: 1 }).equals(sealedBefore)).toBe(false);
    expect(ring.evidenceSeals().map((s) => s.sealEvidence(null, 't', { a: 1 }).equals(sealedBefore))).toEqual(
      [false, true],
    );
    ring.retireOldKeys();
    expect(ring.hasKey(masterKeyId(oldKey))).toBe(false);
    expect(() => ring.decrypt(before, testBinding('c'))).toThrow(/no key/);
    expect(ring.decryptText(after, testBinding('c'))).toBe('후');
  });

  it('creates the key file once with mode 0600 and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-key-'));
    const first = loadMasterKey(undefined, dir);
    const stat = fs.statSync(path.join(dir, KEY_FILE_NAME));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadMasterKey(undefined, dir).equals(first)).toBe(true);
    const configured = randomBytes(32);
    expect(loadMasterKey(configured.toString('base64'), dir).equals(configured)).toBe(true);
  });
});
