import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../components/page-dialogs.tsx';
import { SESSION_EXPIRED_PAGES } from './client.ts';
import { getToken, type SessionAudience } from './tokens.ts';

/**
 * Whether the audience holds a token. Without one (spec section 8: "session expired or wrong access") the
 * person is told `message` once and, once it is closed, sent where a 410 would send them (a page load: admins to
 * the session-timeout page, reporters back to the look-up), in place of the page they asked for.
 */
export function useRequiredToken(audience: SessionAudience, message: string): boolean {
  const [hasToken] = useState(() => getToken(audience) !== null);
  const warned = useRef(false);

  useEffect(() => {
    if (hasToken || warned.current) return;
    warned.current = true; // effects run twice in development; say it once
    void showAlert(message).then(() => window.location.replace(SESSION_EXPIRED_PAGES[audience]));
  }, [hasToken, audience, message]);

  return hasToken;
}
