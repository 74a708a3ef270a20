import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

export default defineConfig({
  resolve: {
    // The libraries' ES module builds, whose `import 'react'` the aliases can rewrite (their CommonJS builds
    // would `require` React itself).
    conditions: ['module', 'browser', 'development|production'],
    alias: [
      ...preactAliases,
      {
        find: '@audit/contracts',
        replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    // Libraries that import `react` are bundled through Vite in the tests too, so the Preact aliases reach them
    // (left to Node they would load the real React next to our Preact).
    server: {
      deps: {
        inline: [/react-router/, /@tanstack\/react-query/, /react-hook-form/, /@hookform\//],
      },
    },
  },
});
