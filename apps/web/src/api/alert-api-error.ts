import { useEffect, useRef } from 'react';
import { showAlert } from '../components/page-dialogs.tsx';
import { commonText } from '../i18n/common.ts';
import { ApiError } from './client.ts';

let lastExpiredAlert = 0;

/**
 * Shows a failed call's message in the page's own alert (spec section 8: every failed call shows the server's
 * message in an alert); settles when it is closed. A 410 that ended the session is said by the session-expired
 * page the client is already loading, so not here; when several calls fail together because of it, nothing
 * more is said for a few seconds either. An aborted call (the screen was left) says nothing.
 */
export async function alertApiError(error: unknown): Promise<void> {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError && error.status === 410) {
    const now = Date.now();
    if (now - lastExpiredAlert < 3000) return;
    lastExpiredAlert = now;
    if (error.endedSession) return;
  }
  await showAlert(error instanceof ApiError ? error.message : commonText.errors.unknown);
}

/** Shows each new error of a query once in an alert; the screen keeps what it has. */
export function useAlertOnError(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    void alertApiError(error);
  }, [error]);
}
