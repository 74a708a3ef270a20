import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { CSRF_COOKIE, csrfBinding } from './site-cookies.ts';

/**
 * How long a form's token is good for, counted to the moment its post began to arrive (not ended): a form filled in
 * slowly and sent over a slow connection (Tor, 10 MB) still posts. An older one is not an attack but a form left open:
 * the page comes back with what was typed and a new token (issue 28: no reporter loses a form to an expired token).
 */
export const CSRF_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

const MAC_BYTES = 16;

const mac = (hash: (purpose: string, value: string) => Buffer, binding: string, issuedAt: number) =>
  hash('csrf-token', `${binding}|${issuedAt}`).subarray(0, MAC_BYTES).toString('base64url');

/**
 * A CSRF token for a form of the page being rendered: when it was made, and a keyed hash (a key derived from the
 * master key for this purpose) of that and the browser's binding cookie. Only this site can make one, and it is
 * good only with the cookie of the browser it was given to, which no other site's page can send (SameSite=Strict).
 */
export function csrfToken(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): string {
  const binding = csrfBinding(request, reply);
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  return `${issuedAt.toString(36)}.${mac((p, v) => deps.cipher.lookupHash(p, v), binding, issuedAt)}`;
}

export type CsrfCheck = 'ok' | 'expired' | 'invalid';

/**
 * Checks a posted token against the browser's binding cookie, under every key of the ring (a key rotation may have
 * begun since the page was rendered), and its age at `arrivedAt`, when the post began to arrive.
 */
export function checkCsrfToken(
  deps: AppDeps,
  request: FastifyRequest,
  token: unknown,
  arrivedAt: Date,
): CsrfCheck {
  const binding = request.cookies[CSRF_COOKIE.name];
  if (typeof token !== 'string' || !binding) return 'invalid';
  const match = /^([0-9a-z]{1,12})\.([\w-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'invalid';
  const issuedAt = Number.parseInt(match[1], 36);
  const genuine = deps.cipher.lookupHashers().some((hash) => mac(hash, binding, issuedAt) === match[2]);
  if (!genuine) return 'invalid';
  const age = arrivedAt.getTime() - issuedAt * 1000;
  return age >= -60_000 && age <= CSRF_TOKEN_LIFETIME_MS ? 'ok' : 'expired';
}

/**
 * Whether a post comes from this site's own pages, by what the browser says of where it was made: `Origin` (a
 * browser sends it with every form post; under our Referrer-Policy, same-origin, it names our origin rather than
 * "null") and `Sec-Fetch-Site`. A client that sends neither is let through to the token check.
 */
export function fromOwnPage(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || (publicBaseUrl !== undefined && origin === new URL(publicBaseUrl).origin);
}
