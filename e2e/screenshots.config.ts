import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screenshots`: every screen at 1280 px and 375 px into docs/screenshots/, against the built site on the
// same kind of server as the browser tests (fresh embedded database, demo data, the e2e system admin) but on its
// own port (E2E_PORT, set by the npm script), so it never meets a test run's server. CI does not run it.
const e2eDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...base,
  testDir: path.join(e2eDir, 'screenshots'),
  outputDir: path.join(e2eDir, 'test-results', 'screenshots'),
  workers: 1,
  retries: 0,
  // Thirty-odd screens at two sizes, on a machine whose two cores also run the server.
  timeout: 15 * 60_000,
  reporter: [['list']],
  // The two sizes are set per page by the spec; one project runs it once.
  projects: [{ name: 'screens', use: { ...base.projects?.[0]?.use } }],
});
