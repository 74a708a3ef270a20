import type { SitePage, SitePageName } from '@audit/contracts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, ROOT_ID } from './page-document.ts';
import { type PageView, SiteFrame } from './site-frame.tsx';

/**
 * Brings a server-rendered page to life (each page's entry in src/entries/ calls this with its own view): the model
 * the server rendered it from is read back from the page, and React attaches to the HTML it made.
 */
export function hydratePage<K extends SitePageName>(View: PageView<K>): void {
  const root = document.getElementById(ROOT_ID);
  const data = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!root || !data) return;
  const page = JSON.parse(data) as Extract<SitePage, { page: K }>;
  hydrateRoot(
    root,
    <StrictMode>
      <SiteFrame page={page}>
        <View page={page} />
      </SiteFrame>
    </StrictMode>,
  );
}
