// The browser's entry of the 'report-lookup' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ReportLookupPage } from '../features/reporter/report-lookup/report-lookup-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportLookupPage);
