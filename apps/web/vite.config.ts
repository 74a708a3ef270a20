import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server (npm run dev) proxies the API to the Fastify server on :8080.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/healthz': 'http://127.0.0.1:8080',
      '/readyz': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // No inline scripts or styles: the CSP allows only files from this origin.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Which chunks each page loads: scripts/check-web-budget.mjs reads it to weigh the public pages.
    manifest: true,
  },
});
