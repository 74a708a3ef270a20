import { ErrorNotice } from '../../../components/error-notice.tsx';
import { errorPageText } from '../../../i18n/error-pages.ts';

/** Any unknown path. The server answers such paths with status 404 and this screen. */
export function NotFoundPage() {
  const text = errorPageText.notFound;
  return (
    <div className="container page">
      <ErrorNotice title={text.title} body={text.body} />
    </div>
  );
}
