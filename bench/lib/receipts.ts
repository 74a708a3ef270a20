import type pg from 'pg';
import { openReceipt } from '../../apps/server/src/security/access-grant.ts';
import { createCipher } from '../../apps/server/src/security/crypto.ts';
import { loadMasterKey } from '../../apps/server/src/security/master-key-file.ts';

/**
 * `count` receipt numbers of open reports, at random, for the reporters' scenarios. They are stored only as a keyed
 * hash and a ciphertext (issue 30): read from the ciphertext with the site's key (APP_MASTER_KEY, or the key file in
 * `dataDir`), as the admins' screens read them.
 */
export async function openReceipts(db: pg.Pool, dataDir: string, count: number): Promise<string[]> {
  const cipher = createCipher(loadMasterKey(process.env.APP_MASTER_KEY || undefined, dataDir));
  const { rows } = await db.query(
    `select id, receipt_enc from posts where status_code <> 'COMPLETED' and receipt_enc is not null
      order by random() limit ${count}`,
  );
  return rows.map((r) => openReceipt(cipher, Number(r.id), r.receipt_enc as Buffer));
}
