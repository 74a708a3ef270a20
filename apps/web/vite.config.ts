import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

// Three builds (package.json's build script), two for the browser into dist/client: each public page's entry module
// with its styles and assets (the manifest the server reads), then the admin app's page (`WEB_PART=admin`, added beside
// them), then the server's renderer of the public pages (`--ssr`: dist/server). The admin app is a build of its own
// so that the chunks the public pages share with it are cut for them alone: one build for both put into the public
// pages' shared chunks what only the admin uses, 2.2 KB more for the report form (issue 28's budget). There is no dev
// server: the server renders the public pages, and `npm run dev` runs the builds in watch mode.
const entries = fileURLToPath(new URL('./src/entries', import.meta.url));
const pageEntries = Object.fromEntries(
  fs.readdirSync(entries).map((file) => [`page-${file.replace(/\.tsx$/, '')}`, `src/entries/${file}`]),
);

// TanStack Query marks its modules "use client" (for React Server Components, which this app does not use).
type Onwarn = NonNullable<NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn']>;
const onwarn: Onwarn = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

/** A code-splitting test on a module's id, with / as the separator on every system. */
const inModules = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll('\\', '/'));

const adminPart = process.env.WEB_PART === 'admin';

/** The public pages' shared files, beside React's (issue 28's budget counts every file a page can load, each gzipped). */
const publicPageGroups = [
  // What every public page loads (the site's frame with its dialogs, the page setup) with the small parts several
  // pages share (the step indicator, the link tabs, the safety panel, ...): one file instead of eight, 1.6 KB less
  // gzip for the report form, and about the same for the pages that use none of those parts.
  {
    name: 'site',
    test: inModules(
      /src\/(public-pages\/(hydrate-page\.tsx|page-setup\.ts)|public-styles\.ts|lib\/(use-hydrated|bytes|report-flow)\.ts|components\/(step-indicator|link-tabs|safety-panel|report-kind-tabs)\.tsx)$/,
    ),
    priority: 2,
  },
];

// `npm run dev` runs both browser builds in watch mode side by side: neither may empty the folder the other writes to.
const keepOutDir = adminPart || process.env.WEB_KEEP_OUT_DIR === 'true';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The renderer carries everything it needs (React, the contracts' source, the pages), so the server loads one file.
  ssr: {
    noExternal: true,
    target: 'node',
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  // The renderer runs in the server's process, where NODE_ENV is rarely set: without this it carried React's
  // development build, which checks every element and rendered the reporter's own page at a third of the speed
  // (bench:pages, issue 28). The browser builds get the same from Vite's production mode.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, rollupOptions: { onwarn } }
    : {
        outDir: 'dist/client',
        // The admin build comes second and adds its files beside the public pages'.
        emptyOutDir: !keepOutDir,
        assetsDir: 'assets',
        // No inline scripts or styles: the CSP allows only files from this origin. Fonts stay files (font-src
        // 'self'); the icons (src/components/icons.css) are inlined into the stylesheet as data: images (img-src
        // allows them), so a page draws them with its first paint instead of a dozen requests later.
        assetsInlineLimit: (file: string) => /[\\/]lucide-static[\\/]icons[\\/][\w-]+\.svg$/.test(file),
        modulePreload: { polyfill: false },
        // The server reads which files each public page loads from the manifest (features/site-pages/page-assets.ts),
        // and so does scripts/check-web-budget.mjs.
        manifest: !adminPart,
        rollupOptions: {
          input: adminPart ? { admin: 'admin.html' } : pageEntries,
          onwarn,
          // The contracts' `endpoint({...})` only gives an endpoint its type (it returns its argument): a page that
          // imports one schema of a contract file no longer keeps that file's endpoints and every schema they name
          // (the look-up 103.5 -> 99.5 KB, the report form -1.1 KB). No other code the browser loads names a function
          // `endpoint`; a new one must have no side effects, or take another name.
          treeshake: { manualPureFunctions: ['endpoint'] },
          output: {
            codeSplitting: {
              groups: [
                // React in a file of its own: left to itself the bundler put it in the one chunk every entry shares,
                // with the forms' libraries, which a page without a form (home, guidance) then loaded too.
                {
                  name: 'react',
                  test: inModules(/node_modules\/(react|react-dom|scheduler)\//),
                  priority: 3,
                },
                // The admin app's chunks are left to the bundler.
                ...(adminPart ? [] : publicPageGroups),
              ],
            },
          },
        },
      },
}));
