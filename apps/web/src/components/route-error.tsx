import { errorPageText } from '../i18n/error-pages.ts';
import { ErrorNotice } from './error-notice.tsx';

/**
 * The router's last resort, e.g. when a lazily loaded screen file is gone after a new release. It has no
 * layout on purpose: the layout itself may be what failed.
 */
export function RouteError() {
  const text = errorPageText.routeError;
  return (
    <main className="container page">
      <ErrorNotice title={text.title} body={text.body} reloadDocument />
    </main>
  );
}
