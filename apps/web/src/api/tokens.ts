/** Who a call is made for: decides which token it carries and where a 410 sends the user. */
export type Audience = 'admin' | 'reporter';

// sessionStorage, not localStorage: a token must not outlive the browser window (spec section 4).
const TOKEN_KEYS: Record<Audience, string> = { admin: 'adminToken', reporter: 'reporterToken' };

export function getToken(audience: Audience): string | null {
  return sessionStorage.getItem(TOKEN_KEYS[audience]);
}

export function setToken(audience: Audience, token: string): void {
  sessionStorage.setItem(TOKEN_KEYS[audience], token);
}

export function clearToken(audience: Audience): void {
  sessionStorage.removeItem(TOKEN_KEYS[audience]);
}

/** The audience of an API path: admin and sysadmin areas use the admin token, the informant area the reporter's. */
export function audienceOf(path: string): Audience | null {
  // The set-password link is public: its 410 means "link spent", not "session expired".
  if (path.startsWith('/api/admin/password-setup')) return null;
  if (/^\/api\/(admin|sysadmin)(\/|$)/.test(path)) return 'admin';
  if (/^\/api\/informant(\/|$)/.test(path)) return 'reporter';
  return null;
}
