import { useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { commonText } from '../i18n/common.ts';
import { layoutText } from '../i18n/layout.ts';
import './site-header.css';

const MENU = [
  { to: '/reportguide', label: layoutText.menu.guide },
  { to: '/reporting', label: layoutText.menu.reporting },
  { to: '/reportinquiry', label: layoutText.menu.lookup },
] as const;

/** Site name and main menu. On narrow screens the menu folds behind a button (CSS decides the width). */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="site-brand" aria-label={layoutText.homeLinkLabel} onClick={close}>
          <span className="site-brand-mark" aria-hidden="true">
            <span className="icon icon-shield-check" />
          </span>
          <span className="site-brand-text">
            <span className="site-brand-group">{commonText.groupName}</span>
            <span className="site-brand-name">{commonText.siteName}</span>
          </span>
        </Link>
        <nav
          className="site-nav"
          aria-label={layoutText.mainMenu}
          onKeyDown={(event) => {
            // Esc folds an open menu from anywhere inside it and returns to the button that opened it.
            if (event.key === 'Escape' && open) {
              close();
              toggleRef.current?.focus();
            }
          }}
        >
          <button
            ref={toggleRef}
            type="button"
            className="button button-secondary site-menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="icon site-menu-icon" aria-hidden="true" />
            {open ? layoutText.menuClose : layoutText.menuOpen}
          </button>
          <ul id={menuId} className={`site-menu ${open ? 'is-open' : ''}`}>
            <li>
              <Link to={{ pathname: '/', hash: '#intro' }} onClick={close}>
                {layoutText.menu.intro}
              </Link>
            </li>
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
