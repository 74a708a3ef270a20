import { defineConfig } from 'vite';

// The dev server (npm run dev) proxies the API to the Fastify server on :8080.
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
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
    // No inline scripts or styles: the CSP allows only files from this origin. Fonts stay files (font-src 'self');
    // the icons (src/components/icons.css) are inlined into the stylesheet as data: images (img-src allows them),
    // so a page draws them with its first paint instead of a dozen requests later.
    assetsInlineLimit: (file) => /[\\/]lucide-static[\\/]icons[\\/][\w-]+\.svg$/.test(file),
    modulePreload: { polyfill: false },
    // Which chunks each page loads: scripts/check-web-budget.mjs reads it to weigh the public pages.
    manifest: true,
  },
});
