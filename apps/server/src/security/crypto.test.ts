import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCipher, KEY_FILE_NAME, loadMasterKey } from './crypto.ts';

describe('encryption at rest', () => {
  const cipher = createCipher(randomBytes(32));

  it('round-trips text and bytes, with a fresh IV each time', () => {
    const a = cipher.encrypt('누가: 김 과장', 'post.content');
    const b = cipher.encrypt('누가: 김 과장', 'post.content');
    expect(a.equals(b)).toBe(false);
    expect(a.toString('utf8')).not.toContain('김 과장');
    expect(cipher.decryptText(a, 'post.content')).toBe('누가: 김 과장');
    const bytes = randomBytes(1000);
    expect(cipher.decrypt(cipher.encrypt(bytes, 'attachment'), 'attachment').equals(bytes)).toBe(true);
  });

  it('refuses a value moved to another column, a tampered value and an unknown key', () => {
    const blob = cipher.encrypt('010-1234-5678', 'identity.phone');
    expect(() => cipher.decrypt(blob, 'identity.email')).toThrow();
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(tampered, 'identity.phone')).toThrow();
    expect(() => createCipher(randomBytes(32)).decrypt(blob, 'identity.phone')).toThrow(/no key/);
  });

  it('still decrypts with a retired key after rotation', () => {
    const oldKey = randomBytes(32);
    const blob = createCipher(oldKey).encrypt('x', 'c');
    expect(createCipher(randomBytes(32), [oldKey]).decryptText(blob, 'c')).toBe('x');
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
