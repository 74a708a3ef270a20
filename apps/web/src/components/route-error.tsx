import { Link } from 'react-router';
import { commonText, pageTitle } from '../i18n/common.ts';
import { routeErrorText } from '../i18n/layout.ts';

/**
 * The router's last resort, e.g. when a lazily loaded screen file is gone after a new release. It has no
 * layout on purpose: the layout itself may be what failed.
 */
export function RouteError() {
  return (
    <main className="container page">
      <title>{pageTitle(routeErrorText.title)}</title>
      <h1 className="page-title">{routeErrorText.title}</h1>
      <p>{routeErrorText.body}</p>
      <p>
        <Link to="/" reloadDocument>
          {commonText.goHome}
        </Link>
      </p>
    </main>
  );
}
