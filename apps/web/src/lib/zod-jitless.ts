import { config } from 'zod/mini';

// zod compiles object checks with `new Function` where it may, and decides so when each object schema is made.
// The CSP forbids eval (script-src 'self'), and the attempt alone is reported as a violation. Imported by main.tsx
// before anything that makes a schema (the contracts), so every schema is made jitless.
config({ jitless: true });
