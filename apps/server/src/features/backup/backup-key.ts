import type { Config } from '../../config.ts';
import type { Cipher } from '../../security/crypto.ts';
import type { BackupKeySource } from './backup-file.ts';
import type { DumpSummary } from './dump-database.ts';

/** A backup is encrypted under BACKUP_PASSPHRASE when set, otherwise under the current master key. */
export function backupKeySource(config: Pick<Config, 'backupPassphrase'>, cipher: Cipher): BackupKeySource {
  if (config.backupPassphrase) return { kind: 'passphrase', passphrase: config.backupPassphrase };
  const key = cipher.exportKey(cipher.keyId);
  if (!key) throw new Error('the current master key is not in the key ring');
  return { kind: 'master', key };
}

/** What a backup holds, in one line for the person who made it. */
export function describeBackup(summary: DumpSummary, key: BackupKeySource): string {
  const c = summary.counts;
  const broken = summary.chains.filter((ch) => ch.broken);
  return [
    `${c.posts ?? 0} reports, ${c.attachments ?? 0} attachments, ${c.comments ?? 0} comments, ${c.admin_users ?? 0} admins, `,
    `${(c.login_logs ?? 0) + (c.personal_data_access_logs ?? 0) + (c.audit_trail ?? 0)} evidence rows `,
    broken.length === 0
      ? '(chains intact)'
      : `(BROKEN chains: ${broken.map((b) => `${b.table} at index ${b.broken?.seq}`).join(', ')}; run npm run verify-evidence)`,
    key.kind === 'passphrase' ? '; encrypted with BACKUP_PASSPHRASE' : '; encrypted with the master key',
  ].join('');
}
