import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { backupKeySource, describeBackup } from '../features/backup/backup-key.ts';
import { writeBackup } from '../features/backup/backup-streams.ts';
import { describeRotationEvent, rotateSiteKey } from '../features/key-rotation/rotate-site-key.ts';
import type { ControlHandlers } from './control-socket.ts';

/**
 * What the server does when a command asks it (embedded database, see control-socket.ts): the same backup and key
 * rotation the commands run themselves on PostgreSQL, with the running server's own key ring, so the site keeps
 * serving meanwhile.
 */
export function controlHandlers(
  deps: AppDeps & { kind: DatabaseKind },
  log: FastifyBaseLogger,
): ControlHandlers {
  return {
    async backup(out, request) {
      const key = backupKeySource(
        { backupPassphrase: request.passphrase ?? deps.config.backupPassphrase },
        deps.cipher,
      );
      const summary = await writeBackup(out, deps.db, deps.cipher, deps.kind, key, new Date());
      const line = describeBackup(summary, key);
      log.info({ event: 'backup', counts: summary.counts }, `backup written: ${line}`);
      return line;
    },
    async rotateKey(request, report) {
      const summary = await rotateSiteKey(deps, {
        newKey: request.newKey ? Buffer.from(request.newKey, 'base64') : undefined,
        onProgress: (e) => {
          report(e);
          log.info({ event: 'key-rotation', phase: e.phase }, describeRotationEvent(e));
        },
      });
      return summary;
    },
  };
}
