import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { writeCookie } from './lib/cookies.ts';

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
