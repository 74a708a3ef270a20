import type { Audience } from '@audit/contracts';

/** The audiences that sign in: each has its own token, and a 410 ends its session. */
export type SessionAudience = Exclude<Audience, 'public'>;

// sessionStorage, not localStorage: a token must not outlive the browser window (spec section 4).
const TOKEN_KEYS: Record<SessionAudience, string> = { admin: 'adminToken', reporter: 'reporterToken' };

export function getToken(audience: SessionAudience): string | null {
  return sessionStorage.getItem(TOKEN_KEYS[audience]);
}

export function setToken(audience: SessionAudience, token: string): void {
  sessionStorage.setItem(TOKEN_KEYS[audience], token);
}

export function clearToken(audience: SessionAudience): void {
  sessionStorage.removeItem(TOKEN_KEYS[audience]);
}
