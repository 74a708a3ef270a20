import type { Endpoint } from '@audit/contracts';
import type { z } from 'zod';
import { commonText } from '../i18n/common.ts';
import { ApiError, apiErrorFrom, handleExpiredSession } from './client.ts';
import { audienceOf, getToken } from './tokens.ts';

type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

export type UploadOptions = {
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a multipart form to an endpoint of the contracts. XMLHttpRequest rather than fetch because only it
 * reports upload progress, which a reporter sending a 10 MB file from a phone needs to see. Errors become
 * ApiError with the server's message, as with apiRequest.
 */
export function uploadForm<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<ResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
    xhr.setRequestHeader('accept', 'application/json');
    const audience = audienceOf(endpoint.path);
    const token = audience ? getToken(audience) : null;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      });
    }
    options.signal?.addEventListener('abort', () => xhr.abort());

    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        handleExpiredSession(xhr.status, endpoint.path);
        reject(apiErrorFrom(xhr.status, body));
        return;
      }
      if (!endpoint.response) {
        resolve(undefined as ResponseOf<E>);
        return;
      }
      const parsed = endpoint.response.safeParse(body);
      if (parsed.success) resolve(parsed.data as ResponseOf<E>);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', commonText.errors.invalidResponse));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', commonText.errors.network)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
