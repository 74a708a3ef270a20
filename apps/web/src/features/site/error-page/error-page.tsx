import { commonText } from '../../../i18n/common.ts';
import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';

/** A request the server refused outside any form (a post from another site, too many requests), with its reason. */
export const ErrorPage: PageView<'error'> = ({ page }) => (
  <div className="container page">
    <h1 className="page-title">{errorPageText.refused.title}</h1>
    <p role="alert">{page.message}</p>
    <p>
      <a href="/" className="button">
        {commonText.goHome}
      </a>
    </p>
  </div>
);
