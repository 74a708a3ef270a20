import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadDialogPanel } from './components/dialog.tsx';
import { writeCookie } from './lib/cookies.ts';

// A dialog's code loads when the first dialog opens (components/dialog.tsx); the tests start with it loaded, so a
// dialog opens at once as it does after the first one. That first load is what the browser tests meet.
beforeAll(async () => {
  await loadDialogPanel();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // happy-dom keeps storage and cookies for the whole file; each test starts clean.
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
});
