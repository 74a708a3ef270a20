import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { writeCookie } from './lib/cookies.ts';
import { runTestCleanups } from './test-cleanups.ts';

// Runs before each test file. The files of a worker share one window and the modules it loaded (isolate: false in
// vitest.config.ts): what a test changes of the page is undone after it, and each file starts on an empty page.

// findBy* and waitFor wait for what a screen does after a fetch or a click: a second (Testing Library's default) is
// a few hundred milliseconds of work on a machine five times slower than a quiet one. They end as soon as it appears.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  for (const element of [document.documentElement, document.head, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  runTestCleanups();
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
