// The browser's entry of the 'report-review' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ReportReviewPage } from '../features/reporter/report-review/report-review-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportReviewPage);
