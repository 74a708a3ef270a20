import { type Endpoint, endpointUrl, errorBody, SITE_PAGES, type UrlParts } from '@audit/contracts';
import type { z } from 'zod/mini';
import { commonText } from '../i18n/common.ts';
import { clearToken, getToken, type SessionAudience } from './tokens.ts';

// The one way the app talks to the API. The endpoint of the contracts says its method, path and audience:
// the audience decides which token is sent and where a 410 leads, so nothing is guessed from the URL.

/** A failed call: `message` is the server's Korean text for a person, `code` its stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A 410 that ended the session it was sent with: the page is being left for the session-expired page. */
  readonly endedSession: boolean;

  constructor(status: number, code: string, message: string, endedSession = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.endedSession = endedSession;
  }
}

type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.output<E['response']>
  : undefined;
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> | FormData : FormData;

type RequestOptions<E extends Endpoint> = UrlParts & {
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /**
   * Share of the request body sent so far, 0 to 1. Asking for it sends the call with XMLHttpRequest, the only
   * browser API that reports upload progress (a reporter sending a 10 MB file from a phone needs to see it).
   */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * Where a 410 sends the user: admins to the session-timeout page, reporters back to the look-up. Both are pages
 * the server draws, outside the admin app, so they are loaded as a new page (which also clears the screen).
 */
export const SESSION_EXPIRED_PAGES: Record<SessionAudience, string> = {
  admin: SITE_PAGES.sessionTimeout,
  reporter: SITE_PAGES.lookup,
};

type ActivityListener = (audience: SessionAudience, startedAt: number) => void;
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

const networkError = () => new ApiError(0, 'NETWORK_ERROR', commonText.errors.network);

/**
 * Sends one call and returns the answer when it is a success. Everything a call needs is here once: the URL,
 * the audience's token, a JSON or multipart body, the failure as ApiError with the server's message, and a
 * 410 of a session audience ending that session (token dropped, its session-expired page loaded). A public
 * endpoint's 410 (e.g. a spent set-password link) is only an error, for the screen to explain.
 */
async function send<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
  accept?: string,
): Promise<Response> {
  const audience = endpoint.audience === 'public' ? null : endpoint.audience;
  const headers = new Headers();
  if (accept) headers.set('accept', accept);
  const token = audience ? getToken(audience) : null;
  if (token) headers.set('authorization', `Bearer ${token}`);

  let body: FormData | string | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = endpointUrl(endpoint, options);
  const startedAt = Date.now();
  let response: Response;
  try {
    response = options.onUploadProgress
      ? await sendWithProgress(endpoint.method, url, headers, body, options.signal, options.onUploadProgress)
      : await fetch(url, {
          method: endpoint.method,
          headers,
          body,
          signal: options.signal,
          credentials: 'same-origin',
        });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }

  if (!response.ok) {
    const parsed = errorBody.safeParse(await response.json().catch(() => null));
    // Only the session the call was sent with ends: a late answer for a token signed out (or replaced by a new
    // sign-in) meanwhile must not send the user to the session-expired page, nor drop the new token.
    const endsSession =
      response.status === 410 && audience !== null && token !== null && getToken(audience) === token;
    if (endsSession) {
      clearToken(audience);
      window.location.assign(SESSION_EXPIRED_PAGES[audience]);
    }
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message, endsSession)
      : new ApiError(response.status, 'UNKNOWN', commonText.errors.unknown, endsSession);
  }
  if (audience) for (const listener of activityListeners) listener(audience, startedAt);
  return response;
}

// Answers that may not carry a body, so a Response cannot be built with one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** XMLHttpRequest behind the same Response interface as fetch, for the upload progress events. */
function sendWithProgress(
  method: string,
  url: string,
  headers: Headers,
  body: FormData | string | undefined,
  signal: AbortSignal | undefined,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.addEventListener('load', () =>
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, { status: xhr.status }),
      ),
    );
    xhr.addEventListener('error', () => reject(new TypeError('network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
    xhr.send(body ?? null);
  });
}

/** Calls an endpoint of the contracts: JSON (or multipart for FormData) in, the response parsed by its schema out. */
async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<ResponseOf<E>> {
  const response = await send(endpoint, options, 'application/json');
  if (response.status === 204 || !endpoint.response) return undefined as ResponseOf<E>;
  const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', commonText.errors.invalidResponse);
  return parsed.data as ResponseOf<E>;
}

type WithMethod<M extends Endpoint['method']> = Endpoint & { method: M };

// The method in the name, checked against the endpoint's: a GET endpoint cannot be posted to by mistake.
export const apiGet = <E extends WithMethod<'GET'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiPost = <E extends WithMethod<'POST'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiPatch = <E extends WithMethod<'PATCH'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiPut = <E extends WithMethod<'PUT'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);
export const apiDelete = <E extends WithMethod<'DELETE'>>(endpoint: E, options?: RequestOptions<E>) =>
  apiRequest(endpoint, options);

/**
 * Downloads a file endpoint with the audience's token (a plain link cannot carry it), with the file name the
 * server gave in Content-Disposition (null when it gave none).
 */
export async function apiDownload<E extends WithMethod<'GET'>>(
  endpoint: E,
  options: Pick<RequestOptions<E>, 'params' | 'query' | 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(endpoint, options);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')),
  };
}

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, else plain `filename`. */
function filenameFromDisposition(header: string | null): string | null {
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
