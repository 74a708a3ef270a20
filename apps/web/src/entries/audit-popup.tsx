// The browser's entry of the 'audit-popup' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { AuditPopupPage } from '../features/site/audit-popup/audit-popup-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(AuditPopupPage);
