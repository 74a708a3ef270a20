import { Link } from 'react-router';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { screenText } from '../../../i18n/screens.ts';

/** Any unknown path. The server answers such paths with status 404 and this screen. */
export function NotFoundPage() {
  const text = screenText.notFound;
  return (
    <div className="container page">
      <title>{pageTitle(text.title)}</title>
      <h1 className="page-title">{text.title}</h1>
      <p>{text.body}</p>
      <p>
        <Link to="/" className="button">
          {commonText.goHome}
        </Link>
      </p>
    </div>
  );
}
