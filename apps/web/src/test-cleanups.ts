// What the shared test helpers undo after every test. The web tests run without isolation (vitest.config.ts): a
// helper module is evaluated once per worker, so an afterEach at its top level would be registered for the first
// test file that imports it and no other. Helpers register here instead; test-setup.ts runs these after each test of
// every file.

const cleanups: (() => void)[] = [];

/** Runs `fn` after every test of every file (in the reverse order of registration, as Vitest runs afterEach hooks). */
export function afterEachTest(fn: () => void): void {
  cleanups.push(fn);
}

/** The registered cleanups, last registered first (test-setup.ts). */
export function runTestCleanups(): void {
  for (const fn of [...cleanups].reverse()) fn();
}
