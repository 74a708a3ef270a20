// Base styles first, so that every component's own stylesheet comes later in the bundle and wins ties.
import './components/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-jitless.ts';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
