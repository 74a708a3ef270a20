import type { ReactNode } from 'react';
import { layoutText } from '../i18n/layout.ts';
import { SiteFooter } from './site-footer.tsx';
import { type MenuSection, SiteHeader } from './site-header.tsx';
import './site-layout.css';

/** Skip link, header, the page, footer: the frame of every reporter-facing page (each a page load of its own). */
export function SiteLayout({ current, children }: { current: MenuSection; children: ReactNode }) {
  return (
    <div className="site-layout">
      <a className="skip-link" href="#main-content">
        {layoutText.skipToContent}
      </a>
      <SiteHeader current={current} />
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
