import { Link } from 'react-router';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { screenText } from '../../../i18n/screens.ts';

/** Where an expired or missing admin session lands (spec section 8). */
export function SessionTimeoutPage() {
  const text = screenText.sessionTimeout;
  return (
    <div className="container page">
      <title>{pageTitle(text.title)}</title>
      <h1 className="page-title">{text.title}</h1>
      <p role="alert">{text.body}</p>
      <p>
        <Link to="/" className="button">
          {commonText.goHome}
        </Link>
      </p>
    </div>
  );
}
