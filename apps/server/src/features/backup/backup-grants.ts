import {
  GRANT_ROWS,
  type GrantTable,
  grantMac,
  grantMacValid,
  receiptHash,
} from '../../security/access-grant.ts';
import type { Cipher } from '../../security/crypto.ts';

// The MACs of the rows that grant access and the receipt numbers' hashes are keyed by the site's master key, and a
// restored site has its own: a backup cannot carry them as they are. It carries, for each grant row, whether its MAC
// held when it was dumped (HELD, one byte) or not (an empty value); the restore seals the rows that held under its
// key, and leaves the others with an empty MAC, which no check accepts and no start seals. A receipt number's hash is
// computed again from the receipt number (which the backup holds decrypted, like every encrypted value).

const HELD = Buffer.of(1);

const isGrantTable = (table: string): table is GrantTable => Object.hasOwn(GRANT_ROWS, table);

/** What a backup writes for a row's access_mac (base64): whether the row's MAC held under the dumping site's key. */
export function dumpedGrant(cipher: Cipher, table: string, row: Record<string, unknown>): string | undefined {
  if (!isGrantTable(table)) return undefined;
  return (grantMacValid(cipher, table, row) ? HELD : Buffer.alloc(0)).toString('base64');
}

/**
 * A restored row's access_mac and receipt_hash, under the restoring site's key: `plain` is the row as the backup holds
 * it (encrypted values decrypted), `row` as it is written (encrypted again for this site). Changes `row` in place.
 */
export function restoredGrant(
  cipher: Cipher,
  table: string,
  plain: Record<string, unknown>,
  row: Record<string, unknown>,
) {
  if (isGrantTable(table) && 'access_mac' in row) {
    const held = Buffer.isBuffer(row.access_mac) && row.access_mac.equals(HELD);
    row.access_mac = held ? grantMac(cipher, table, row) : Buffer.alloc(0);
  }
  if (table === 'posts' && Buffer.isBuffer(plain.receipt_enc))
    row.receipt_hash = receiptHash(cipher, plain.receipt_enc.toString('utf8'));
}
