// The browser's entry of the 'home' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { HomePage } from '../features/site/home/home-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(HomePage);
