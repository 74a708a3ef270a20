import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitePage, SitePageName } from '@audit/contracts';
import type { PageAssets, RendererLoader, RendererModule } from '../../app-deps.ts';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets, entry module and module preloads of the entry `key` of Vite's build manifest: the entry's own
 * file and everything it imports statically (its dynamic imports, fetched only when the page asks, are not).
 * Stylesheets come in the order the modules were imported (what a module imports before the module itself), as the
 * bundle orders them, so the base styles come first and a component's own win ties. Only files under /assets/ of the
 * build: nothing from elsewhere can be named by a manifest.
 */
export function assetsOf(manifest: Manifest, key: string): PageAssets {
  const entry = manifest[key];
  if (!entry) return { styles: [], script: null, preloads: [] };
  const order: ManifestChunk[] = [];
  const seen = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (seen.has(k) || !chunk) return;
    seen.add(k);
    for (const dep of chunk.imports ?? []) walk(dep);
    order.push(chunk);
  };
  walk(key);
  const url = (file: string) => `/${file}`;
  const ours = (file: string) => /^assets\/[\w.-]+\.(js|css)$/.test(file);
  return {
    styles: [...new Set(order.flatMap((c) => c.css ?? []))].filter(ours).map(url),
    script: ours(entry.file) ? url(entry.file) : null,
    preloads: order
      .filter((c) => c !== entry)
      .map((c) => c.file)
      .filter(ours)
      .map(url),
  };
}

/** Renders public pages to whole documents, each with the files its entry needs. */
export type PageRenderer = (page: SitePage) => Promise<string>;

// Shown only when the web app has not been built: still Korean, still useful.
const UNBUILT_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>사이버감사실</title></head>' +
  '<body><main><h1>사이버감사실</h1><p>화면 파일이 준비되지 않았습니다. npm run build 후 다시 시작해주세요.</p></main></body></html>';

/**
 * The renderer of the web build in `distDir` (dist/server/server-render.js and dist/client's manifest), loaded on the
 * first page asked for; a site without a build answers every page with a short Korean notice. With `reload`
 * (`npm run dev`, which rebuilds the web app as its files change) a new build is loaded when it appears.
 */
export function pageRenderer(
  distDir: string,
  load: RendererLoader = () => loadBuilt(distDir),
  { reload = false }: { reload?: boolean } = {},
): PageRenderer {
  let ready: Promise<{ module: RendererModule; manifest: Manifest } | null> | undefined;
  let builtAt = 0;
  const assets = new Map<SitePageName, PageAssets>();
  return async (page) => {
    if (reload) {
      const at = buildTime(distDir);
      if (at !== builtAt) {
        builtAt = at;
        ready = loadBuilt(distDir, at).then((module) =>
          module ? { module, manifest: readManifest(distDir) } : null,
        );
        assets.clear();
      }
    }
    ready ??= load().then((module) => (module ? { module, manifest: readManifest(distDir) } : null));
    const loaded = await ready;
    if (!loaded) return UNBUILT_HTML;
    let pageAssets = assets.get(page.page);
    if (!pageAssets) {
      pageAssets = assetsOf(loaded.manifest, loaded.module.entryOf(page.page));
      assets.set(page.page, pageAssets);
    }
    return loaded.module.renderSitePage(page, pageAssets);
  };
}

const rendererFile = (distDir: string) => path.join(distDir, 'server', 'server-render.js');

/** When the renderer bundle was last written (0: not there). */
const buildTime = (distDir: string) =>
  fs.statSync(rendererFile(distDir), { throwIfNoEntry: false })?.mtimeMs ?? 0;

async function loadBuilt(distDir: string, version?: number): Promise<RendererModule | null> {
  const file = rendererFile(distDir);
  if (!fs.existsSync(file)) return null;
  // A new build is a new module URL (Node keeps every module it has loaded by its URL).
  const url = pathToFileURL(file).href + (version ? `?build=${version}` : '');
  return (await import(url)) as RendererModule;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, 'client', '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}
