import type { SitePage } from '@audit/contracts';
import { renderToString } from 'react-dom/server';
import { type PageAssets, pageDocument } from './public-pages/page-document.ts';
import { titleOf } from './public-pages/page-titles.ts';
import { PAGE_VIEWS } from './public-pages/page-views.ts';
import { SiteFrame } from './public-pages/site-frame.tsx';

export type { PageAssets };

/**
 * A public page as the server sends it: the whole document, rendered by React from the page's model (the entry of
 * the server's renderer bundle, built by `vite build --ssr`; the server loads it, apps/server/src/features/site-pages).
 * Every page is complete HTML, usable without any script; `assets` are the page's stylesheets and its entry module.
 */
export function renderSitePage(page: SitePage, assets: PageAssets): string {
  const View = PAGE_VIEWS[page.page] as (props: { page: SitePage }) => React.ReactNode;
  const body = renderToString(
    <SiteFrame page={page}>
      <View page={page} />
    </SiteFrame>,
  );
  return pageDocument({ title: titleOf(page), body, model: page, assets });
}

/** The entry module (src/entries/<name>.tsx) of each page, as Vite's manifest names it. */
export const entryOf = (page: SitePage['page']): string => `src/entries/${page}.tsx`;
