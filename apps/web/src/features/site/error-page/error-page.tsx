import { errorPageText } from '../../../i18n/error-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { NoticePage } from '../notice-page.tsx';

/** A request the server refused outside any form (a post from another site, too many requests), with its reason. */
export const ErrorPage: PageView<'error'> = ({ page }) => (
  <NoticePage title={errorPageText.refused.title} body={page.message} alert />
);
