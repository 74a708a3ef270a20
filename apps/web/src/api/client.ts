import { type Endpoint, errorBody } from '@audit/contracts';
import type { z } from 'zod';
import { commonText } from '../i18n/common.ts';
import { type Audience, audienceOf, clearToken, getToken } from './tokens.ts';

/** A failed call: `message` is the server's Korean text for a person, `code` its stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> | FormData : FormData;

export type RequestOptions<E extends Endpoint> = {
  /** Values for the `:name` segments of the endpoint's path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
};

/** Where a 410 sends the user: admins to the session-timeout page, reporters back to the look-up. */
export const SESSION_EXPIRED_PAGES: Record<Audience, string> = {
  admin: '/sessiontimeout',
  reporter: '/reportinquiry',
};

// The app points this at the router so a 410 navigates without a full reload; a full load is the fallback.
let navigate: (to: string) => void = (to) => window.location.assign(to);

export function setApiNavigator(fn: (to: string) => void): void {
  navigate = fn;
}

export function buildUrl(
  path: string,
  options: Pick<RequestOptions<Endpoint>, 'params' | 'query'> = {},
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message)
    : new ApiError(response.status, 'UNKNOWN', commonText.errors.unknown);
}

/** Calls an endpoint of the contracts: JSON (or multipart for FormData) in, the parsed response out. */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<ResponseOf<E>> {
  const audience = audienceOf(endpoint.path);
  const headers = new Headers({ accept: 'application/json' });
  const token = audience ? getToken(audience) : null;
  if (token) headers.set('authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, options), {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', commonText.errors.network);
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (response.status === 410 && audience) {
      clearToken(audience);
      navigate(SESSION_EXPIRED_PAGES[audience]);
    }
    throw error;
  }

  if (response.status === 204 || !endpoint.response) return undefined as ResponseOf<E>;
  const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', commonText.errors.invalidResponse);
  return parsed.data as ResponseOf<E>;
}

type WithMethod<M extends Endpoint['method']> = Endpoint & { method: M };

export const apiGet = <E extends WithMethod<'GET'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiPost = <E extends WithMethod<'POST'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiPatch = <E extends WithMethod<'PATCH'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiDelete = <E extends WithMethod<'DELETE'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
