import type { SiteFormAnswer } from '@audit/contracts';
import { commonText } from '../i18n/common.ts';

/**
 * Sends a page's form as the browser would (the same fields, the same address) but from a script, with the upload's
 * progress (XMLHttpRequest: fetch cannot tell it), and asks for the server's answer as JSON (SiteFormAnswer) instead
 * of a page. A network failure answers as a refusal with a Korean message, so the form and its file stay as they are.
 */
export function postForm(
  url: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<SiteFormAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    const failed = (message: string): SiteFormAnswer => ({ ok: false, message, code: 'NETWORK' });
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as SiteFormAnswer);
      } catch {
        resolve(failed(commonText.errors.unknown));
      }
    };
    xhr.onerror = () => resolve(failed(commonText.errors.network));
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}
