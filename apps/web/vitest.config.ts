import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      {
        find: '@audit/contracts',
        replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // A worker runs its test files one after another in one window, on the modules it has loaded (React, the router,
    // the contracts, every screen), instead of a new process per file importing them all again: a quarter of the CPU
    // time (74 s to 20 s here). test-setup.ts empties the page before each file; shared helpers register what they
    // undo after each test in test-cleanups.ts (a top-level afterEach in a helper would reach its first file only).
    isolate: false,
    // Vitest's 5 s a test: a test that takes 3 s on a loaded machine (the longest here do) has no room left. The limit
    // is for a test that hangs, not for a slow machine.
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
