import { useEffect, useRef } from 'react';
import { alertApiError } from './session/admin-session.ts';

/** Shows each new error of a query once in an alert (spec section 8); the screen keeps what it has. */
export function useAlertOnError(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    alertApiError(error);
  }, [error]);
}
