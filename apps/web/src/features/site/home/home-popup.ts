import { SITE_PAGES, type SitePopup } from '@audit/contracts';
import { readCookie } from '../../../lib/cookies.ts';

/** The notice window the home page opens (spec section 2: 645x880). */
export const HOME_POPUP = {
  url: SITE_PAGES.auditPopup,
  name: 'auditpopup',
  features: 'width=645,height=880',
  cookieName: 'popupname',
  cookieDone: 'done',
} as const;

/**
 * Whether the home page opens the notice window: `now` lies within [from, until) of the configured period
 * and the reporter has not chosen "오늘 하루 보지 않기" (cookie popupname=done). An unreadable period never opens.
 */
export function shouldOpenHomePopup(now: Date, period: SitePopup | undefined, cookieString: string): boolean {
  if (!period) return false;
  const from = Date.parse(period.from);
  const until = Date.parse(period.until);
  const at = now.getTime();
  if (Number.isNaN(from) || Number.isNaN(until) || Number.isNaN(at)) return false;
  if (at < from || at >= until) return false;
  return readCookie(cookieString, HOME_POPUP.cookieName) !== HOME_POPUP.cookieDone;
}
