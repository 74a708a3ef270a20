import { useEffect, useRef } from 'react';
import { commonText } from '../i18n/common.ts';
import { ApiError } from './client.ts';

let lastExpiredAlert = 0;

/**
 * Shows a failed call's message (spec section 8: every failed call shows the server's message in an alert).
 * A 410 has already sent the person to their session-expired page; when several calls fail together because
 * of it, it is said once. An aborted call (the screen was left) says nothing.
 */
export function alertApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError && error.status === 410) {
    const now = Date.now();
    if (now - lastExpiredAlert < 3000) return;
    lastExpiredAlert = now;
  }
  window.alert(error instanceof ApiError ? error.message : commonText.errors.unknown);
}

/** Shows each new error of a query once in an alert; the screen keeps what it has. */
export function useAlertOnError(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    alertApiError(error);
  }, [error]);
}
