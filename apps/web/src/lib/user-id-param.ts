// The `?userId=` of /adminlogin: base64 of the login id's UTF-8 bytes (the company portal sends it so).

/**
 * The login id passed by the company portal as `?userId=` (base64 of UTF-8 text, also URL-safe base64).
 * Anything that is not valid base64 of a plausible login id gives null, so the field simply stays editable.
 */
export function decodeUserIdParam(value: string | null): string | null {
  if (!value) return null;
  // A '+' that was not percent-encoded in the query arrives as a space.
  let base64 = value.replaceAll(' ', '+').trim().replaceAll('-', '+').replaceAll('_', '/');
  if (base64.length % 4 === 1) return null;
  while (base64.length % 4 !== 0) base64 += '=';
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    if (!text || text.length > 50 || /\p{Cc}/u.test(text)) return null;
    return text;
  } catch {
    return null;
  }
}

/** The `userId` value for a login id, as the set-password page links to the login. */
export function encodeUserId(loginId: string): string {
  const bytes = new TextEncoder().encode(loginId);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
