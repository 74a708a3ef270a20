/** The value of cookie `name` in a `document.cookie` style string, or null when it is not set. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A `document.cookie` assignment for a site-wide cookie that expires after `maxAgeSeconds`. */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number): string {
  // SameSite=Lax: the cookie only steers a notice window, it never needs to travel with another site's request.
  return `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; this is the one place that writes a cookie.
  document.cookie = cookieAssignment(name, value, maxAgeSeconds);
}
