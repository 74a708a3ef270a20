import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { masterKeyId } from './crypto.ts';

export const KEY_FILE_NAME = 'master.key';

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

/**
 * After a key rotation in key-file mode: `<dataDir>/master.key` becomes the new key (written to a temporary file,
 * flushed, then renamed over the old one, so a crash leaves one whole key file), and the old key is kept as
 * `master.key.retired-<key id>` for backups made before the rotation (move it to where those backups are kept).
 */
export function replaceKeyFile(dataDir: string, newKey: Buffer, oldKey: Buffer): string {
  const file = path.join(dataDir, KEY_FILE_NAME);
  const retired = `${file}.retired-${masterKeyId(oldKey)}`;
  const writeSynced = (target: string, key: Buffer) => {
    const fd = fs.openSync(target, 'w', 0o600);
    try {
      fs.writeSync(fd, `${key.toString('base64')}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
  writeSynced(retired, oldKey);
  writeSynced(`${file}.tmp`, newKey);
  fs.renameSync(`${file}.tmp`, file);
  return retired;
}
