// The browser's entry of the 'report-form' page (server-render.tsx's entryOf): brings the server's HTML to life.
// Before any schema is made: the CSP forbids the eval zod would otherwise try.
import '../lib/zod-jitless.ts';
import '../public-pages/page-setup.ts';
import { ReportFormPage } from '../features/reporter/report-form/report-form-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ReportFormPage);
