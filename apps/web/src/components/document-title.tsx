import { useLayoutEffect } from 'react';

/**
 * Names the page in the browser tab and for screen readers: set on the document before the new page is painted,
 * in one place for every screen of the admin app.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
