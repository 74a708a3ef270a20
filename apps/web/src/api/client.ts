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

/** The ApiError of a failed answer: the server's message when the body is the contracts' error body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = errorBody.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.code, parsed.data.message)
    : new ApiError(status, 'UNKNOWN', commonText.errors.unknown);
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, await response.json().catch(() => null));
}

/** After a failed answer: a 410 drops the audience's token and leaves for its session-expired page. */
export function handleExpiredSession(status: number, path: string): void {
  const audience = audienceOf(path);
  if (status === 410 && audience) {
    clearToken(audience);
    navigate(SESSION_EXPIRED_PAGES[audience]);
  }
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

  const startedAt = Date.now();
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
    handleExpiredSession(response.status, endpoint.path);
    throw error;
  }
  reportActivity(endpoint.path, startedAt);

  if (response.status === 204 || !endpoint.response) return undefined as ResponseOf<E>;
  const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', commonText.errors.invalidResponse);
  return parsed.data as ResponseOf<E>;
}

/**
 * Downloads a file endpoint (GET with the audience's token) as a Blob. Errors and 410 are handled as for
 * apiRequest, so a reporter whose session ended is sent back to the look-up page here too.
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  options: Pick<RequestOptions<E>, 'params' | 'query' | 'signal'> = {},
): Promise<Blob> {
  return (await apiDownloadFile(endpoint, options)).blob;
}

/** As apiDownload, with the file name the server gave in Content-Disposition (null when it gave none). */
export async function apiDownloadFile<E extends Endpoint>(
  endpoint: E,
  options: Pick<RequestOptions<E>, 'params' | 'query' | 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const audience = audienceOf(endpoint.path);
  const headers = new Headers();
  const token = audience ? getToken(audience) : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
  const startedAt = Date.now();
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, options), {
      method: endpoint.method,
      headers,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', commonText.errors.network);
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    handleExpiredSession(response.status, endpoint.path);
    throw error;
  }
  reportActivity(endpoint.path, startedAt);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')),
  };
}

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, else plain `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

type ActivityListener = (audience: Audience, startedAt: number) => void;
const activityListeners = new Set<ActivityListener>();

/**
 * Subscribes to answered calls of a token audience (called with the time the request started). The admin
 * idle-timeout warning counts from the last call, as the server's idle timer does. Returns the unsubscribe.
 */
export function onApiActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

function reportActivity(path: string, startedAt: number): void {
  const audience = audienceOf(path);
  if (audience) for (const listener of activityListeners) listener(audience, startedAt);
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
