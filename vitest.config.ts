import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const alias = { '@audit/contracts': contracts };

// One command (`npm test`) runs every unit and integration test of the repository.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; on a 2-core machine that is a single worker, and most of
    // these tests wait on databases, child processes and argon2 rather than on the CPU. Three workers halve CI time.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        // The server's tests render the public pages from the web app's source (test-support/test-app.ts).
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // This run's id, and at its end the PostgreSQL templates of test-support/test-database.ts dropped.
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          // A worker runs its test files one after another on the modules it has loaded (the app, the contracts, the
          // page renderer) instead of a new process per file loading them all again: half the CPU time of the run.
          // The tests make their own apps and databases; a file that mocks a module loads the modules anew
          // (features/reports/receipt-redraw.test.ts).
          isolate: false,
          // A test's own app (a fresh embedded database, migrated) took over 30 s to build in a CI run loaded by the
          // process tests beside it: the limits catch a hung test, not a slow machine.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
