// What every public page's entry (src/entries/) imports first: the stylesheets every page shares, so the base styles
// come before every component's own in the bundle and lose ties to them. (A page with a form imports
// lib/zod-jitless.ts before it, so zod is made jitless before the contracts make a schema.)
import '../components/base.css';
import '../public-styles.ts';
