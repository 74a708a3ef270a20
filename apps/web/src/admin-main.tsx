// Base styles first, so that every component's own stylesheet comes later in the bundle and wins ties.
import './components/base.css';
// What the admin screens share with the public pages' stylesheet (content blocks, tables, icons) and the web font:
// an admin page has no first paint to protect, so the font's rules are simply part of its stylesheet.
import './components/content.css';
import './components/icons.css';
import './components/web-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-jitless.ts';
import { App, routeObjects } from './app.tsx';
import { preloadScreens } from './routes.tsx';

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
