import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { NoticePage } from '../notice-page.tsx';

/** Any unknown path: the server answers it with status 404 and this page. */
export const NotFoundPage: PageView<'not-found'> = () => (
  <NoticePage title={errorPageText.notFound.title} body={errorPageText.notFound.body} />
);
