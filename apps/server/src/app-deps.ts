import type { SitePage, SitePageName } from '@audit/contracts';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { PoolStats } from './db/connect.ts';
import type { Database } from './db/types.ts';
import type { Cipher } from './security/crypto.ts';

/** The built files a page loads (the web app's public-pages/page-document.ts takes the same shape). */
export type PageAssets = { styles: string[]; script: string | null; preloads: string[] };

/** What the web app's renderer bundle exports (apps/web/src/server-render.tsx, built by `vite build --ssr`). */
export type RendererModule = {
  renderSitePage(page: SitePage, assets: PageAssets): string;
  entryOf(page: SitePageName): string;
};

/** Loads the public pages' renderer module (features/site-pages/page-renderer.ts): the built bundle in production, the web app's source in the server's tests. */
export type RendererLoader = () => Promise<RendererModule | null>;

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
