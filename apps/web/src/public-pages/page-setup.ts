// What every public page's entry (src/entries/) imports first, before any other module is evaluated: zod made jitless
// before the contracts make a schema (the CSP forbids the eval it would try), and the stylesheets every page shares,
// so the base styles come before every component's own in the bundle and lose ties to them.
import '../lib/zod-jitless.ts';
import '../components/base.css';
import '../public-styles.ts';
