import { SITE_PAGES } from '@audit/contracts';
import { commonText } from '../i18n/common.ts';
import { layoutText } from '../i18n/layout.ts';
import './site-header.css';

const MENU = [
  { href: '/#intro', label: layoutText.menu.intro },
  { href: SITE_PAGES.guide, label: layoutText.menu.guide },
  { href: SITE_PAGES.reporting, label: layoutText.menu.reporting },
  { href: SITE_PAGES.lookup, label: layoutText.menu.lookup },
] as const;

/** Which menu entry a page belongs to (the current one is marked), by the page's path. */
export type MenuSection =
  | typeof SITE_PAGES.guide
  | typeof SITE_PAGES.reporting
  | typeof SITE_PAGES.lookup
  | null;

function MenuList({ current, className }: { current: MenuSection; className: string }) {
  return (
    <ul className={className}>
      {MENU.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site name and main menu, plain links. On a phone the menu folds behind 메뉴 (a native disclosure, so it opens
 * without JavaScript); from 48rem on, the same links stand in a row and the fold is not shown (CSS decides).
 */
export function SiteHeader({ current }: { current: MenuSection }) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a href="/" className="site-brand" aria-label={layoutText.homeLinkLabel}>
          <span className="site-brand-mark" aria-hidden="true">
            <span className="icon icon-shield-check" />
          </span>
          <span className="site-brand-text">
            <span className="site-brand-group">{commonText.groupName}</span>
            <span className="site-brand-name">{commonText.siteName}</span>
          </span>
        </a>
        <nav className="site-nav" aria-label={layoutText.mainMenu}>
          <MenuList current={current} className="site-menu site-menu-row" />
          <details className="site-menu-fold">
            <summary className="button button-secondary site-menu-toggle">
              <span className="icon site-menu-icon" aria-hidden="true" />
              <span>{layoutText.menuLabel}</span>
            </summary>
            <MenuList current={current} className="site-menu site-menu-folded" />
          </details>
        </nav>
      </div>
    </header>
  );
}
