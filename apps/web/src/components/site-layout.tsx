import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { layoutText } from '../i18n/layout.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './site-layout.css';

const MAIN_ID = 'main-content';

/** Skip link, header, the screen, footer: the frame of every reporter-facing page. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useScrollOnNavigation(mainRef);

  return (
    <div className="site-layout">
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus the main region directly: a hash change would also go through the router.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {layoutText.skipToContent}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * A client-side navigation does not reset scroll or focus as a page load would. Go to the top (or to the
 * #anchor, e.g. the home intro) and put focus on the new content so screen readers announce it.
 */
function useScrollOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  // A layout effect, so the new page is shown already scrolled and focused rather than one frame later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the reset.
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (first.current) {
      first.current = false;
      // On a page load the browser already handles the top; only an anchor needs help (the DOM came late).
      target?.scrollIntoView?.();
      return;
    }
    if (target) {
      target.scrollIntoView?.();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo?.(0, 0);
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname, hash, mainRef]);
}
