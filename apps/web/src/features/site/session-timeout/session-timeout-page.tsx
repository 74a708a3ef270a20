import { ErrorNotice } from '../../../components/error-notice.tsx';
import { errorPageText } from '../../../i18n/error-pages.ts';

/** Where an expired or missing admin session lands (spec section 8). */
export function SessionTimeoutPage() {
  const text = errorPageText.sessionTimeout;
  return (
    <div className="container page">
      <ErrorNotice title={text.title} body={text.body} alert />
    </div>
  );
}
