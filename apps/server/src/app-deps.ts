import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { PoolStats } from './db/connect.ts';
import type { Database } from './db/types.ts';
import type { RendererLoader } from './features/site-pages/page-renderer.ts';
import type { Cipher } from './security/crypto.ts';

/** What the HTTP application needs from the outside; tests build it with their own database and key. */
export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  cipher: Cipher;
  /** The clock; tests move it to check timeouts. */
  now: () => Date;
  /** The database pool's state, for /metrics (PostgreSQL only). */
  poolStats?: () => PoolStats;
  /** Tells the attachment cleaner that a report with a file was committed (main.ts; tests run the cleaner themselves). */
  wakeAttachmentCleaner?: () => void;
  /**
   * Where the public pages' renderer comes from: by default the web build's (WEB_DIST_DIR/server); the server's tests
   * load the web app's source instead (test-support/test-app.ts).
   */
  loadPageRenderer?: RendererLoader;
};
