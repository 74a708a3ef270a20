import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { BIND } from '../../security/cipher-bindings.ts';

// The public pages' cookies (issue 28). Every one is HttpOnly (no script reads it), SameSite=Strict (no other site's
// page sends it along), Secure when the request came over TLS, and limited to the paths that read it. None is set
// by the API, and none carries anything about the reporter: a random value, a session token, or a receipt number
// encrypted for this cookie alone.

type CookieOptions = { path: string; maxAge?: number };

function set(request: FastifyRequest, reply: FastifyReply, name: string, value: string, o: CookieOptions) {
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: o.path,
    ...(o.maxAge !== undefined ? { maxAge: o.maxAge } : {}),
  });
}

function clear(request: FastifyRequest, reply: FastifyReply, name: string, path: string) {
  set(request, reply, name, '', { path, maxAge: 0 });
}

/** What every form's CSRF token is bound to: a random value of this browser, for the browser's session. */
export const CSRF_COOKIE = { name: 'csrf', path: '/' } as const;

/** The value a CSRF token is bound to; one is given to a browser that has none yet. */
export function csrfBinding(request: FastifyRequest, reply: FastifyReply): string {
  const held = request.cookies[CSRF_COOKIE.name];
  if (held && /^[\w-]{22,64}$/.test(held)) return held;
  const made = randomBytes(18).toString('base64url');
  set(request, reply, CSRF_COOKIE.name, made, { path: CSRF_COOKIE.path });
  // The same request may render a form after setting it: read back what was set.
  request.cookies[CSRF_COOKIE.name] = made;
  return made;
}

/**
 * The reporter's session on the pages (the look-up's sign-in opens it): the session's token, sent only to
 * /inquirypage and what lies under it (the report, its attachment, a comment, sign-out). The Bearer API does not
 * read it, nor do admin routes.
 */
export const REPORTER_COOKIE = { name: 'reporter_session', path: '/inquirypage' } as const;

export const reporterToken = (request: FastifyRequest): string | null =>
  request.cookies[REPORTER_COOKIE.name] || null;

export function setReporterCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  set(request, reply, REPORTER_COOKIE.name, token, { path: REPORTER_COOKIE.path });
}

export function clearReporterCookie(request: FastifyRequest, reply: FastifyReply): void {
  clear(request, reply, REPORTER_COOKIE.name, REPORTER_COOKIE.path);
}

/**
 * The receipt number on its way from the filed report to /reportcomplete, which shows it once and clears it: the
 * number never appears in an address or in the browser's history, and it is encrypted (AES-GCM under the site's
 * key, bound to this cookie) with the moment it was made, so it is shown for a few minutes at most.
 */
export const RECEIPT_COOKIE = { name: 'receipt', path: '/reportcomplete', maxAgeSeconds: 600 } as const;

export function setReceiptCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  receipt: string,
) {
  const sealed = deps.cipher.encrypt(`${deps.now().getTime()}:${receipt}`, BIND.receiptCookie());
  set(request, reply, RECEIPT_COOKIE.name, sealed.toString('base64url'), {
    path: RECEIPT_COOKIE.path,
    maxAge: RECEIPT_COOKIE.maxAgeSeconds,
  });
}

/** The receipt number of the cookie, if it is genuine and fresh; the cookie is cleared either way. */
export function takeReceiptCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): string | null {
  const sealed = request.cookies[RECEIPT_COOKIE.name];
  if (!sealed) return null;
  clear(request, reply, RECEIPT_COOKIE.name, RECEIPT_COOKIE.path);
  try {
    const plain = deps.cipher.decryptText(Buffer.from(sealed, 'base64url'), BIND.receiptCookie());
    const [at, receipt] = plain.split(':');
    const age = deps.now().getTime() - Number(at);
    return receipt && age >= 0 && age <= RECEIPT_COOKIE.maxAgeSeconds * 1000 ? receipt : null;
  } catch {
    return null;
  }
}
