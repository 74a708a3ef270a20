import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores argon2id hashes with at least the OWASP parameters and verifies them', async () => {
    const stored = await hashPassword('Secret#2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = stored.match(/m=(\d+),t=(\d+)/) ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(stored, 'Secret#2026')).toBe(true);
    expect(await verifyPassword(stored, 'Secret#2027')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
