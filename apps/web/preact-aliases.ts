// The site runs on Preact through its React compatibility layer (docs/decisions/0004): the code and its libraries
// (React Router, TanStack Query, React Hook Form) import `react`, and these aliases hand them Preact instead, which is
// about a sixth of React DOM's weight. Shared by the build (vite.config.ts) and the tests (vitest.config.ts), so the
// tests run what ships.
export const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
