import { useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser (so the browser's first render matches the server's
 * HTML), true once the page has come alive: for controls that only work with JavaScript (a copy button, a dialog
 * opener), which a page without it must not show.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
