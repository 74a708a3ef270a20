// The browser's entry of the 'report-complete' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ReportCompletePage } from '../features/reporter/report-complete/report-complete-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportCompletePage);
