// Base styles first, so that every component's own stylesheet comes later in the bundle and wins ties.
import './components/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-jitless.ts';
import { App, routeObjects } from './app.tsx';
import { listenBeforeRouter } from './lib/history-guard.ts';
import './public-styles.ts';
import { preloadScreens } from './routes.tsx';

// Before the router's own listener: a report form asks before the back button leaves what was typed.
listenBeforeRouter();
const root = document.getElementById('root');
// The page's screen is fetched before the first render (its HTML preloads it), so the page is drawn whole, once.
// Not a top-level await: that would make the bundler split the entry into many small files.
if (root) {
  void preloadScreens(routeObjects, window.location.pathname).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
