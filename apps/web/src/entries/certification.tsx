// The browser's entry of the 'certification' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { CertificationPage } from '../features/site/footer-pages/certification-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(CertificationPage);
