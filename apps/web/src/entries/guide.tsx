// The browser's entry of the 'guide' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ReportGuidePage } from '../features/site/report-guide/report-guide-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportGuidePage);
