// The HTML document a public page is sent in: written here once for the server (server-render.tsx), with the ids
// the browser's side (hydrate-page.tsx) reads back.

export const ROOT_ID = 'root';
export const PAGE_DATA_ID = 'site-page';

/** The built files a page loads: its stylesheets, its entry module, and the modules that entry imports. */
export type PageAssets = { styles: string[]; script: string | null; preloads: string[] };

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's model as JSON inside a data block (`type="application/json"`: the browser never runs it, and the CSP
 * has nothing to allow). `<`, U+2028 and U+2029 are escaped, so no value can close the block or break the JSON.
 */
export function pageDataJson(model: unknown): string {
  return JSON.stringify(model)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The whole document. The only scripts are a module entry and its module preloads, which never hold up the first
 * render (a module script runs after the document is parsed): the page is complete and usable before any script
 * runs, and without scripts at all. Stylesheets are the only thing the first render waits for.
 */
export function pageDocument(parts: {
  title: string;
  body: string;
  model: unknown;
  assets: PageAssets;
  /** The document's class (a notice window has a frame of its own). */
  className?: string;
}): string {
  const { assets } = parts;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="same-origin">',
    `<title>${escapeText(parts.title)}</title>`,
    '<link rel="icon" href="data:,">',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
    ...(assets.script
      ? [`<script type="module" crossorigin src="${escapeAttr(assets.script)}"></script>`]
      : []),
    ...assets.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
  ].join('');
  const htmlClass = parts.className ? ` class="${escapeAttr(parts.className)}"` : '';
  return (
    `<!doctype html><html lang="ko"${htmlClass}><head>${head}</head><body>` +
    `<div id="${ROOT_ID}">${parts.body}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(parts.model)}</script>` +
    '</body></html>'
  );
}
