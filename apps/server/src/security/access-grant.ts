import { timingSafeEqual } from 'node:crypto';
import { BIND } from './cipher-bindings.ts';
import type { Cipher } from './crypto.ts';

/**
 * Rows that grant access (a password hash, a session, a group's menu or company, an admin's group) carry a MAC under
 * the master key over their id and every column that grants (issue 30, hole 6). A database writer without the key
 * can copy a known argon2 hash into a row, move an admin into the system-admin group or insert a session, but cannot
 * write the MAC that goes with it: the row then grants nothing, and the refusal is logged.
 *
 * The MAC is the cipher's keyed lookup hash (HMAC-SHA256 under a key derived from the master key by HKDF) for the
 * purpose `access-grant:<table>`, over a canonical encoding of the row; during a key rotation a MAC under either key
 * of the ring is accepted, and the rotation recomputes every valid one under the new key.
 */
export const GRANT_ROWS = {
  reporter_credentials: { key: 'post_id', columns: ['password_hash'] },
  admin_users: {
    key: 'id',
    columns: ['login_id', 'password_hash', 'group_id', 'status', 'totp_secret_enc', 'totp_enabled_at'],
  },
  admin_recovery_codes: { key: 'id', columns: ['admin_user_id', 'code_hash'] },
  sessions: {
    key: 'id',
    columns: ['token_hash', 'kind', 'admin_user_id', 'post_id', 'stage', 'created_at', 'expires_at'],
  },
  group_menus: { key: 'id', columns: ['group_id', 'menu_id'] },
  company_type_maps: {
    key: 'id',
    columns: [
      'company_type_id',
      'group_id',
      'is_source_comp',
      'is_destination_comp',
      'is_oversight',
      'status',
    ],
  },
} as const satisfies Record<string, { key: string; columns: readonly string[] }>;

export type GrantTable = keyof typeof GRANT_ROWS;
export type GrantRow = Record<string, unknown>;

/** One value as the MAC reads it: the same row gives the same text on PGlite and on PostgreSQL. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') return Number(value);
  return value;
}

function macText(table: GrantTable, row: GrantRow): string {
  const { key, columns } = GRANT_ROWS[table];
  return JSON.stringify([table, Number(row[key]), ...columns.map((c) => canonical(row[c]))]);
}

/** The MAC of a grant row under the current key (the row holds the table's key and columns). */
export function grantMac(cipher: Cipher, table: GrantTable, row: GrantRow): Buffer {
  return cipher.lookupHash(`access-grant:${table}`, macText(table, row));
}

/** Whether the row's `access_mac` is its MAC under some key of the ring (a rotation may be in flight). */
export function grantMacValid(
  cipher: Cipher,
  table: GrantTable,
  row: GrantRow & { access_mac?: unknown },
): boolean {
  const stored = row.access_mac;
  if (!(Buffer.isBuffer(stored) || stored instanceof Uint8Array)) return false;
  const mac = Buffer.from(stored);
  const text = macText(table, row);
  return cipher.lookupHashers().some((hash) => {
    const expected = hash(`access-grant:${table}`, text);
    return expected.length === mac.length && timingSafeEqual(expected, mac);
  });
}

/**
 * Where a refused grant is reported: one warn line (pino's JSON shape) with the table and the row's id, never a
 * value of the row. Tests replace `write` to read the lines.
 */
export const grantLog = {
  write(line: string): void {
    process.stderr.write(`${line}\n`);
  },
};

/** Logs that a row's MAC failed: it granted nothing. */
export function logRefusedGrant(table: GrantTable, rowId: unknown): void {
  grantLog.write(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'access grant refused: the row does not match its MAC (changed without the master key)',
      table,
      rowId: rowId === null || rowId === undefined ? null : Number(rowId),
    }),
  );
}

/** Checks a grant row; a row that fails is logged and answers false. */
export function grantHolds(
  cipher: Cipher,
  table: GrantTable,
  row: GrantRow & { access_mac?: unknown },
): boolean {
  if (grantMacValid(cipher, table, row)) return true;
  logRefusedGrant(table, row[GRANT_ROWS[table].key]);
  return false;
}

/** The keyed hash a receipt number is stored and found by (posts.receipt_hash). */
export const RECEIPT_PURPOSE = 'receipt-number';
export const receiptHash = (cipher: Cipher, receiptNumber: string): Buffer =>
  cipher.lookupHash(RECEIPT_PURPOSE, receiptNumber);
/** The receipt number's hashes under every key of the ring (sign-in looks for any: a rotation may be in flight). */
export const receiptHashes = (cipher: Cipher, receiptNumber: string): Buffer[] =>
  cipher.lookupHashers().map((hash) => hash(RECEIPT_PURPOSE, receiptNumber));

/** The receipt number of a report, for the admins' screens (null on a row not yet sealed by the start). */
export const openReceipt = (cipher: Cipher, postId: number, receiptEnc: Buffer | null): string =>
  receiptEnc ? cipher.decryptText(receiptEnc, BIND.receipt(postId)) : '';
