// The browser's entry of the 'reporting' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ReportingPage } from '../features/reporter/reporting/reporting-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportingPage);
