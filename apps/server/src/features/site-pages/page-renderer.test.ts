import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SitePage } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingScripts } from '../../test-support/site-forms.ts';
import { loadSourceRenderer } from '../../test-support/test-app.ts';
import { assetsOf, type Manifest, pageRenderer } from './page-renderer.ts';

// A build's manifest as Vite writes it: the home entry imports React and the site frame statically (the frame imports
// React too, and brings the base styles), and a dialog dynamically; one chunk names a file outside /assets/.
const MANIFEST: Manifest & Record<string, { dynamicImports?: string[] }> = {
  'src/entries/home.tsx': {
    file: 'assets/home-4f1a.js',
    isEntry: true,
    imports: ['_react-9c2e.js', '_site-frame-77ab.js', '_elsewhere.js'],
    dynamicImports: ['src/components/page-dialogs.tsx'],
    css: ['assets/home-1b2c.css'],
  },
  '_react-9c2e.js': { file: 'assets/react-9c2e.js' },
  '_site-frame-77ab.js': {
    file: 'assets/site-frame-77ab.js',
    imports: ['_react-9c2e.js'],
    css: ['assets/base-0d0d.css', 'assets/layout-3e3e.css'],
  },
  '_elsewhere.js': { file: 'https://cdn.example/x.js', css: ['../secrets.css'] },
  'src/components/page-dialogs.tsx': {
    file: 'assets/page-dialogs-5a5a.js',
    css: ['assets/page-dialogs-6b6b.css'],
  },
  'src/entries/guide.tsx': { file: 'assets/guide-2d2d.js', isEntry: true, imports: ['_react-9c2e.js'] },
};

describe('assetsOf (a page entry in Vite’s manifest)', () => {
  it('answers the stylesheets in import order, the entry module and the preloads of its static imports only', () => {
    expect(assetsOf(MANIFEST, 'src/entries/home.tsx')).toEqual({
      // What a module imports comes before the module: the frame's base styles first, the page's own last.
      styles: ['/assets/base-0d0d.css', '/assets/layout-3e3e.css', '/assets/home-1b2c.css'],
      script: '/assets/home-4f1a.js',
      // Each chunk once, the dynamically imported dialog not at all, nothing from outside /assets/.
      preloads: ['/assets/react-9c2e.js', '/assets/site-frame-77ab.js'],
    });
    expect(assetsOf(MANIFEST, 'src/entries/guide.tsx')).toEqual({
      styles: [],
      script: '/assets/guide-2d2d.js',
      preloads: ['/assets/react-9c2e.js'],
    });
  });

  it('answers nothing for an entry the manifest does not hold, and no entry file outside /assets/', () => {
    expect(assetsOf(MANIFEST, 'src/entries/nope.tsx')).toEqual({ styles: [], script: null, preloads: [] });
    expect(
      assetsOf({ 'src/entries/x.tsx': { file: '/etc/passwd', isEntry: true } }, 'src/entries/x.tsx'),
    ).toEqual({ styles: [], script: null, preloads: [] });
  });
});

describe('pageRenderer (the web build in a folder)', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
    fs.mkdirSync(path.join(dist, 'client', '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const home: SitePage = {
    page: 'home',
    popup: { from: '2026-01-01T00:00:00Z', until: '2026-01-02T00:00:00Z' },
  };

  it('loads the built renderer module once and gives it the assets of the page’s entry', async () => {
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    // A stand-in for the SSR bundle: it counts its loads and shows what it was given.
    fs.writeFileSync(
      path.join(dist, 'server', 'server-render.js'),
      [
        'globalThis.__fakeRendererLoads = (globalThis.__fakeRendererLoads ?? 0) + 1;',
        "export const entryOf = (page) => 'src/entries/' + page + '.tsx';",
        'export function renderSitePage(page, assets) { return JSON.stringify({ page: page.page, assets }); }',
      ].join('\n'),
    );
    const render = pageRenderer(dist);
    const first = JSON.parse(await render(home));
    const again = JSON.parse(await render(home));
    const guide = JSON.parse(await render({ page: 'guide', tab: 'others' }));
    expect(first).toEqual({ page: 'home', assets: assetsOf(MANIFEST, 'src/entries/home.tsx') });
    expect(again).toEqual(first);
    expect(guide.assets.script).toBe('/assets/guide-2d2d.js');
    expect((globalThis as { __fakeRendererLoads?: number }).__fakeRendererLoads).toBe(1);
  });

  it('puts the entry module and its stylesheets into the real page, with no render-blocking script', async () => {
    const html = await pageRenderer(dist, loadSourceRenderer)(home);
    expect(html).toContain('<script type="module" crossorigin src="/assets/home-4f1a.js"></script>');
    const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(styles).toEqual(['/assets/base-0d0d.css', '/assets/layout-3e3e.css', '/assets/home-1b2c.css']);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/assets/react-9c2e.js', '/assets/site-frame-77ab.js']);
    expect(html).not.toContain('page-dialogs-5a5a');
    expect(html).not.toContain('cdn.example');
    expect(blockingScripts(html)).toEqual([]);
    // The page itself is there before any script: the home page's two ways in.
    expect(html).toMatch(/<a href="\/reporting"[^>]*>.*?제보하기<\/a>/);
  });

  it('answers a short Korean notice while the web app is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-empty-'));
    try {
      const html = await pageRenderer(empty)(home);
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('npm run build');
      expect(html).not.toContain('<script');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
