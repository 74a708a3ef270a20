import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantHolds, grantLog, grantMac, grantMacValid, receiptHash, receiptHashes } from './access-grant.ts';
import { createCipher } from './crypto.ts';

describe('access-grant MACs', () => {
  const cipher = createCipher(randomBytes(32));
  const admin = {
    id: 7,
    login_id: 'kim.audit',
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    group_id: 2,
    status: 'ENABLED',
    totp_secret_enc: Buffer.from('secret'),
    totp_enabled_at: new Date('2026-11-01T00:00:00Z'),
  };
  afterEach(() => vi.restoreAllMocks());

  it('holds for the row it was made for, and for nothing else', () => {
    const row = { ...admin, access_mac: grantMac(cipher, 'admin_users', admin) };
    expect(grantMacValid(cipher, 'admin_users', row)).toBe(true);
    for (const changed of [
      { id: 8 },
      { password_hash: '$argon2id$v=19$m=19456,t=2,p=1$xyz$uvw' },
      { group_id: 1 },
      { status: 'DISABLED' },
      { totp_secret_enc: null },
      { totp_enabled_at: null },
      { login_id: 'lee.audit' },
    ])
      expect(grantMacValid(cipher, 'admin_users', { ...row, ...changed })).toBe(false);
    // The same values in another table are another MAC.
    expect(grantMac(cipher, 'group_menus', { id: 1, group_id: 2, menu_id: 3 })).not.toEqual(
      grantMac(cipher, 'admin_recovery_codes', { id: 1, admin_user_id: 2, code_hash: 3 }),
    );
  });

  it('refuses a missing or empty MAC and a MAC under another key', () => {
    expect(grantMacValid(cipher, 'admin_users', { ...admin, access_mac: null })).toBe(false);
    expect(grantMacValid(cipher, 'admin_users', { ...admin, access_mac: Buffer.alloc(0) })).toBe(false);
    const other = createCipher(randomBytes(32));
    expect(
      grantMacValid(cipher, 'admin_users', { ...admin, access_mac: grantMac(other, 'admin_users', admin) }),
    ).toBe(false);
  });

  it('accepts a MAC under either key while a rotation is in flight', () => {
    const oldKey = randomBytes(32);
    const ring = createCipher(oldKey);
    const before = grantMac(ring, 'admin_users', admin);
    const oldReceipt = receiptHash(ring, '1234567890123456');
    ring.rotateTo(randomBytes(32));
    expect(grantMacValid(ring, 'admin_users', { ...admin, access_mac: before })).toBe(true);
    expect(receiptHashes(ring, '1234567890123456')).toContainEqual(oldReceipt);
    ring.retireOldKeys();
    expect(grantMacValid(ring, 'admin_users', { ...admin, access_mac: before })).toBe(false);
  });

  it('logs a refusal with the table and row id, and no value of the row', () => {
    const lines: string[] = [];
    vi.spyOn(grantLog, 'write').mockImplementation((line) => lines.push(line));
    expect(grantHolds(cipher, 'admin_users', { ...admin, access_mac: null })).toBe(false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 40, table: 'admin_users', rowId: 7 });
    expect(lines[0]).not.toContain('argon2');
    expect(lines[0]).not.toContain('kim.audit');
  });

  it('hashes receipt numbers under the key: the same number, the same hash; another key, another', () => {
    expect(receiptHash(cipher, '1234567890123456')).toEqual(receiptHash(cipher, '1234567890123456'));
    expect(receiptHash(cipher, '1234567890123456')).not.toEqual(receiptHash(cipher, '1234567890123457'));
    expect(receiptHash(createCipher(randomBytes(32)), '1234567890123456')).not.toEqual(
      receiptHash(cipher, '1234567890123456'),
    );
  });
});
