import { type Endpoint, sysadminApi } from '@audit/contracts';
import type { z } from 'zod';
import { ApiError, apiErrorFrom, buildUrl } from '../../../api/client.ts';
import { commonText } from '../../../i18n/common.ts';

type Options = {
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * A call of the public set-password endpoints. Not through apiRequest on purpose: the link's token is the
 * credential, so no admin token is sent, and a 410 here means "link expired or used", which the page shows
 * itself, instead of dropping the session and leaving for the session-timeout page.
 */
async function publicCall<E extends Endpoint & { response: z.ZodType }>(
  endpoint: E,
  options: Options,
): Promise<z.output<E['response']>> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, { query: options.query }), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', commonText.errors.network);
  }
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, json);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', commonText.errors.invalidResponse);
  return parsed.data as z.output<E['response']>;
}

/** Whose link this is; a 410 ApiError (SYSADMIN_MESSAGES.linkInvalid) when it expired or was used. */
export const fetchSetupInfo = (token: string, signal?: AbortSignal) =>
  publicCall(sysadminApi.passwordSetupInfo, { query: { token }, signal });

export const submitPassword = (body: z.input<typeof sysadminApi.passwordSetup.body>) =>
  publicCall(sysadminApi.passwordSetup, { body });

/** The `userId` of /adminlogin: base64 of the login id's UTF-8 bytes. */
export function encodeUserId(loginId: string): string {
  const bytes = new TextEncoder().encode(loginId);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
