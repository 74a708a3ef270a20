import { useLayoutEffect } from 'react';

/**
 * Names the page in the browser tab and for screen readers. Preact renders a `<title>` where it stands (React 19
 * lifted it into the head), so the title is set on the document instead, before the new page is painted.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
