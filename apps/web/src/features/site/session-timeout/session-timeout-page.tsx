import { commonText } from '../../../i18n/common.ts';
import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { NoticePage } from '../notice-page.tsx';

const text = errorPageText.sessionTimeout;

/**
 * /sessiontimeout (spec sections 2 and 8): where an admin lands when the session ended (idle logout, a 410, an admin
 * page opened without one), with the spec's words and the way back to the admin login. A reporter's ended session
 * goes back to /reportinquiry instead.
 */
export const SessionTimeoutPage: PageView<'session-timeout'> = () => (
  <NoticePage
    title={text.title}
    body={text.body}
    alert
    actions={
      <>
        <a href="/adminlogin" className="button">
          {text.login}
        </a>
        <a href="/" className="button button-secondary">
          {commonText.goHome}
        </a>
      </>
    }
  />
);
