// The browser's entry of the 'privacy' page (server-render.tsx's entryOf): brings the server's HTML to life.
import '../public-pages/page-setup.ts';
import { PrivacyPolicyPage } from '../features/site/footer-pages/privacy-policy-page.tsx';
import { hydratePage } from '../public-pages/hydrate-page.tsx';

hydratePage(PrivacyPolicyPage);
