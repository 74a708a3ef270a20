import type { SitePopup } from '@audit/contracts';
import { useEffect } from 'react';
import { HOME_POPUP, shouldOpenHomePopup } from './home-popup.ts';

/**
 * Opens the notice window at the home page's load when the configured period says so (spec section 2). A page
 * without JavaScript opens no window; the notice is a page of its own (/auditpopup) all the same.
 */
let opened = false;

export function useHomePopup(period: SitePopup): void {
  useEffect(() => {
    // Once per page load (development's strict mode runs an effect twice).
    if (opened) return;
    opened = true;
    if (shouldOpenHomePopup(new Date(), period, document.cookie)) {
      window.open(HOME_POPUP.url, HOME_POPUP.name, HOME_POPUP.features);
    }
  }, [period]);
}
