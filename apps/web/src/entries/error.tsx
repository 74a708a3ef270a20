// The browser's entry of the 'error' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { ErrorPage } from '../features/site/error-page/error-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(ErrorPage);
