import { commonText } from '../../../i18n/common.ts';
import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';

/** Any unknown path: the server answers it with status 404 and this page. */
export const NotFoundPage: PageView<'not-found'> = () => {
  const text = errorPageText.notFound;
  return (
    <div className="container page">
      <h1 className="page-title">{text.title}</h1>
      <p>{text.body}</p>
      <p>
        <a href="/" className="button">
          {commonText.goHome}
        </a>
      </p>
    </div>
  );
};
