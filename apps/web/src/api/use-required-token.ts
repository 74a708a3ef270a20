import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_PAGES } from './client.ts';
import { getToken, type SessionAudience } from './tokens.ts';

/**
 * Whether the audience holds a token. Without one (spec section 8: "session expired or wrong access") the
 * person is told `message` once and sent where a 410 would send them: admins to the session-timeout page,
 * reporters back to the look-up.
 */
export function useRequiredToken(audience: SessionAudience, message: string): boolean {
  const navigate = useNavigate();
  const [hasToken] = useState(() => getToken(audience) !== null);
  const warned = useRef(false);

  useEffect(() => {
    if (hasToken || warned.current) return;
    warned.current = true; // effects run twice in development; say it once
    window.alert(message);
    navigate(SESSION_EXPIRED_PAGES[audience], { replace: true });
  }, [hasToken, navigate, audience, message]);

  return hasToken;
}
