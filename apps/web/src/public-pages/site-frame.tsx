import {
  type PageNotice as PageNoticeModel,
  SITE_PAGES,
  type SitePage,
  type SitePageName,
} from '@audit/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageDialogs, showAlert } from '../components/page-dialogs.tsx';
import type { MenuSection } from '../components/site-header.tsx';
import { SiteLayout } from '../components/site-layout.tsx';

/** A public page's component: it is given the page's model, on the server and in the browser alike. */
export type PageView<K extends SitePageName> = (props: { page: Extract<SitePage, { page: K }> }) => ReactNode;

/** The header entry each page belongs to (marked as the current one). */
const MENU_OF: Partial<Record<SitePageName, MenuSection>> = {
  guide: SITE_PAGES.guide,
  reporting: SITE_PAGES.reporting,
  'report-form': SITE_PAGES.reporting,
  'report-review': SITE_PAGES.reporting,
  'report-complete': SITE_PAGES.reporting,
  'report-lookup': SITE_PAGES.lookup,
  'my-report': SITE_PAGES.lookup,
};

/**
 * The frame of every public page: the site's layout (a notice window has none) and the page's own dialogs. A message
 * the server gave the page (a refused sign-in, a refused form) stands at the page's top; with JavaScript it is also
 * said in the page's dialog, as the spec's alert.
 */
export function SiteFrame({ page, children }: { page: SitePage; children: ReactNode }) {
  const notice = 'notice' in page ? page.notice : undefined;
  // Once per notice: StrictMode (hydrate-page.tsx) runs an effect twice in development, which queued it twice.
  const said = useRef<PageNoticeModel | undefined>(undefined);
  useEffect(() => {
    if (!notice || said.current === notice) return;
    said.current = notice;
    void showAlert(notice.message);
  }, [notice]);
  if (page.page === 'audit-popup') {
    return (
      <>
        {children}
        <PageDialogs />
      </>
    );
  }
  return (
    <>
      <SiteLayout current={MENU_OF[page.page] ?? null}>{children}</SiteLayout>
      <PageDialogs />
    </>
  );
}
