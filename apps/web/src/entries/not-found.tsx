// The browser's entry of the 'not-found' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { NotFoundPage } from '../features/site/not-found/not-found-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(NotFoundPage);
