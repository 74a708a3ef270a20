import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The server's real processes for tests (server-process.ts) run from one bundle of the TypeScript sources, made here
// by esbuild (the compiler tsx uses) rather than through tsx's loader: tsx resolves and compiles
// the server's few hundred modules one by one in every process, 6 s of CPU a start against 2 s for the bundle (and a
// start took over the tests' minute once the suite's other workers shared the two cores). The bundle holds the
// server's and the contracts' sources; the packages of node_modules are imported as they are. Made once per run by
// global-setup.ts, which removes it at the run's end.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const srcDir = path.join(serverDir, 'src');
/** Under the server's folder, so that the bundle finds node_modules as the sources do. */
export const BUNDLES_DIR = path.join(serverDir, 'node_modules', '.cache', 'test-processes');

/** The scripts a test may run as a process (paths under src/). */
const ENTRIES = [
  'main.ts',
  ...fs
    .readdirSync(path.join(srcDir, 'cli'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `cli/${f}`),
];

const CLEANER = path.join(srcDir, 'features', 'attachments', 'cleaning', 'clean-in-child.ts');
const CLEANER_CHILD = 'features/attachments/cleaning/cleaning-child';

/**
 * Each module keeps its own import.meta.url (in a bundle it would be the bundle's): the paths the server finds from it
 * (mail templates, the web build, pdf-lib's files) stay where they are. The cleaner's is set beside its bundled child
 * instead, so that it starts that child as the build's cleaner does (a .js file, no tsx).
 */
function ownImportMeta(outDir: string): Plugin {
  return {
    name: 'own-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const url =
          args.path === CLEANER
            ? pathToFileURL(path.join(outDir, path.dirname(CLEANER_CHILD), 'clean-in-child.js')).href
            : pathToFileURL(args.path).href;
        const source = fs
          .readFileSync(args.path, 'utf8')
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url));
        return { contents: source, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Bundles every script of ENTRIES into `outDir` as `<script>.js` (main.js, cli/create-admin.js, ...). */
export async function buildProcessBundle(outDir: string): Promise<void> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  await build({
    entryPoints: [
      ...ENTRIES.map((e) => ({ in: path.join(srcDir, e), out: e.replace(/\.ts$/, '') })),
      { in: path.join(srcDir, `${CLEANER_CHILD}.ts`), out: CLEANER_CHILD },
    ],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    // The contracts from their sources, as the tests and tsx take them.
    conditions: ['source'],
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      (name) => !name.startsWith('@audit/'),
    ),
    plugins: [ownImportMeta(outDir)],
    logLevel: 'warning',
  });
}
