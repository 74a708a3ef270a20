import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  type Dialog,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

/** Native dialogs (alert, confirm) a page opened, in order, as `type: message`; every one is accepted. */
export type DialogLog = {
  /** e.g. ['confirm: 접수 하시겠습니까?', 'alert: 댓글이 등록되었습니다.'] */
  readonly seen: string[];
  /** Forgets what was seen so far (before the next step's assertions). */
  clear(): void;
};

type Fixtures = {
  /** Records and accepts every alert and confirm of `page` (without a handler Playwright would dismiss them). */
  dialogs: DialogLog;
  /** Automatic: fails the test if any page of its browser context requested another origin. */
  sameOriginOnly: undefined;
  /** Automatic: fails the test if any page broke the Content Security Policy (even an attempt that was caught). */
  noPolicyViolations: undefined;
  /** Automatic: fails the test if any page logged a console warning or error, or threw an uncaught error. */
  quietConsole: undefined;
};

const VIOLATION = 'CSP violation:';

/**
 * The test function of the journeys: Playwright's, plus a dialog log and an automatic check that nothing the
 * browser loaded came from another origin (the foundation journey's rule, applied to every test).
 */
export const test = base.extend<Fixtures>({
  dialogs: async ({ page }, use) => {
    const seen: string[] = [];
    const onDialog = async (dialog: Dialog) => {
      seen.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    };
    page.on('dialog', onDialog);
    await use({
      seen,
      clear: () => {
        seen.length = 0;
      },
    });
    page.off('dialog', onDialog);
  },

  sameOriginOnly: [
    async ({ context, baseURL }, use) => {
      const watch = watchForeignRequests(context, baseURL);
      await use(undefined);
      watch.stop();
      expect(watch.foreign, `requests to other origins:\n${watch.foreign.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  noPolicyViolations: [
    async ({ context }, use) => {
      // The browser reports a blocked eval that the page caught only as an event, not in the console.
      await context.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) => console.error(
          ${JSON.stringify(VIOLATION)} + ' ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile));`,
      });
      const seen: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.text().startsWith(VIOLATION)) seen.push(message.text());
      };
      context.on('console', onConsole);
      await use(undefined);
      context.off('console', onConsole);
      expect(seen, `Content Security Policy violations:\n${seen.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  quietConsole: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const seen: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'warning' && message.type() !== 'error') return;
        const where = message.location();
        if (isHandledClientError(message.text(), where.url, origin)) return;
        seen.push(`${message.type()}: ${message.text()} (${where.url}:${where.lineNumber})`);
      };
      const onPageError = (error: Error) => seen.push(`uncaught: ${error.message}`);
      const watchPage = (page: Page) => page.on('pageerror', onPageError);
      context.on('console', onConsole);
      for (const page of context.pages()) watchPage(page);
      context.on('page', watchPage);
      await use(undefined);
      context.off('console', onConsole);
      context.off('page', watchPage);
      expect(seen, `console warnings and errors:\n${seen.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The one console error a page may show: Chromium logs every 4xx answer of our own origin as "Failed to load
 * resource", which the journeys cause on purpose (a wrong password answers 401, an unknown page 404, an excluded
 * admin's report 404) and the app answers with the server's message. It is the browser's line, not the app's;
 * a 5xx (a bug) or another origin's answer still fails the journey.
 */
function isHandledClientError(text: string, url: string, origin: string): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    url.startsWith(`${origin}/`)
  );
}

type RequestSource = Pick<BrowserContext, 'on' | 'off'> | Pick<Page, 'on' | 'off'>;

/** Collects the requests of a page or context that go anywhere but the site's own origin. */
export function watchForeignRequests(source: RequestSource, baseURL: string | undefined) {
  expect(baseURL).toBeTruthy();
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    const url = request.url();
    // data: and blob: URLs never leave the browser; everything else must go to our own origin.
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!url.startsWith(`${origin}/`) && url !== origin) foreign.push(url);
  };
  (source as Page).on('request', onRequest);
  return { foreign, stop: () => (source as Page).off('request', onRequest) };
}

export { expect };
