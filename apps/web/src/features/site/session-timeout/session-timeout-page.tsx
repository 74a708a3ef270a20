import { commonText } from '../../../i18n/common.ts';
import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';

/**
 * /sessiontimeout (spec sections 2 and 8): where an admin lands when the session ended (idle logout, a 410, an admin
 * page opened without one), with the spec's words and the way back to the admin login. A reporter's ended session
 * goes back to /reportinquiry instead.
 */
export const SessionTimeoutPage: PageView<'session-timeout'> = () => {
  const text = errorPageText.sessionTimeout;
  return (
    <div className="container page narrow-page">
      <h1 className="page-title">{text.title}</h1>
      <p role="alert">{text.body}</p>
      <div className="button-row">
        <a href="/adminlogin" className="button">
          {text.login}
        </a>
        <a href="/" className="button button-secondary">
          {commonText.goHome}
        </a>
      </div>
    </div>
  );
};
