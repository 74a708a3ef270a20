// The browser's entry of the 'session-timeout' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { SessionTimeoutPage } from '../features/site/session-timeout/session-timeout-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(SessionTimeoutPage);
