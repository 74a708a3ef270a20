import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './support/mail.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const isCI = !!process.env.CI;

// An unusual port, so a developer's own server on 8080 never answers the tests by mistake.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's chromium (installed by scripts/ensure-chromium.mjs); a downloaded browser is never used. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // not on the PATH: fall through to Debian's location
  }
  return '/usr/bin/chromium';
}

// No --user-data-dir here: Playwright manages the profile, and passing one breaks newContext().
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A 375px-wide phone, rendered by the same desktop chromium (touch and mobile viewport only). */
const phone = {
  browserName: 'chromium',
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** The journey without JavaScript: run by the nojs projects only, and by them alone. */
const NO_JAVASCRIPT_SPEC = /reporter-no-javascript(-[a-z-]+)?\.spec\.ts$/;

export default defineConfig({
  testDir: path.join(e2eDir, 'tests'),
  outputDir: path.join(e2eDir, 'test-results'),
  fullyParallel: false,
  // Two cores: the server (PGlite on its main thread) and the browser share them.
  workers: isCI ? 1 : 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A hung run fails on CI instead of eating the job's time budget.
  globalTimeout: isCI ? 20 * 60_000 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI
    ? [['list']]
    : [['list'], ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace records every action's snapshot and screencast: a third of the script-injection journey's time and a
    // tenth of the others'. Locally every failure keeps one; on CI (a 15-minute budget) the retry of a failed test
    // records it.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NO_JAVASCRIPT_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: NO_JAVASCRIPT_SPEC,
      use: { ...phone, launchOptions },
    },
    // Issue 28: the reporter's whole journey with JavaScript switched off (Tor Browser's "Safest" level), at both
    // sizes. Only its own spec runs there: every other journey is about the pages with JavaScript.
    {
      name: 'nojs-desktop',
      testMatch: NO_JAVASCRIPT_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
    },
    {
      name: 'nojs-mobile',
      testMatch: NO_JAVASCRIPT_SPEC,
      use: { ...phone, javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: {
    command: 'node e2e/scripts/start-server.mjs',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    // The start banner is noise in test output; errors and warnings arrive on stderr.
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // One data directory per port, so two runs on different E2E_PORTs never wipe each other's database.
      DATA_DIR: path.join(e2eDir, '.data', `server-${port}`),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // The journeys file a dozen reports and sign in as often within a minute, all from 127.0.0.1, and a
      // reused local server keeps its counters between runs: the per-address limits would answer 429.
      SIGNIN_RATE_LIMIT: '1000',
      REPORT_RATE_LIMIT: '1000',
      COMMENT_RATE_LIMIT: '1000',
      // Notifications go to the outbox journey's SMTP server (absent during the others: mails wait, retried).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_INTERVAL_SECONDS: '1',
      PUBLIC_BASE_URL: baseURL,
    },
  },
});
