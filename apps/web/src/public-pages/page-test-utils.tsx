import type { SiteFormAnswer, SitePage } from '@audit/contracts';
import { act, render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { forgetFetchedPolicies } from '../components/privacy-policy-dialog.tsx';
import { POLICY_PAGES } from '../i18n/privacy-policy-pages.ts';
import { renderSitePage } from '../server-render.tsx';
import { afterEachTest } from '../test-cleanups.ts';
import { PAGE_VIEWS } from './page-views.ts';
import { SiteFrame } from './site-frame.tsx';

// The public pages as the server renders them and the browser brings them to life (issue 28): a page is its model
// (contracts' SitePage) rendered in the site's frame. Tests render a model (page-test-models.ts), or hydrate the
// server's HTML of it.

/** A page's model in its frame, as server-render.tsx and hydrate-page.tsx render it. */
function Page({ page }: { page: SitePage }) {
  const View = PAGE_VIEWS[page.page] as (props: { page: SitePage }) => ReactNode;
  return (
    <SiteFrame page={page}>
      <View page={page} />
    </SiteFrame>
  );
}

/** The address each page is served at, so a page's own links compare with the address as in the browser. */
function pathOf(page: SitePage): string {
  switch (page.page) {
    case 'home':
      return '/';
    case 'guide':
      return `/reportguide?tab=${page.tab}`;
    case 'reporting':
      return page.step === 'choice' ? '/reporting' : `/reporting?step=${page.step}`;
    case 'report-form':
      return page.kind === 'PUBLIC' ? '/reportsecond' : '/reportsecond02';
    case 'report-review':
      return page.kind === 'PUBLIC' ? '/reportsecond' : '/reportsecond02';
    case 'report-complete':
      return '/reportcomplete';
    case 'report-lookup':
      return '/reportinquiry';
    case 'my-report':
      return '/inquirypage';
    case 'privacy':
      return page.version === 'current' ? '/privacypolicy' : `/privacypolicy/${page.version}`;
    case 'certification':
      return '/certification';
    case 'audit-popup':
      return page.which === 1 ? '/auditpopup' : '/auditpopup2';
    case 'session-timeout':
      return '/sessiontimeout';
    default:
      return '/nowhere';
  }
}

const hydrated: { root: Root; container: HTMLElement }[] = [];
const cleanups: (() => void)[] = [];

afterEachTest(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  window.history.replaceState(null, '', '/');
});

/** Renders a page's model as the browser shows it once alive (a client render), at the page's own address. */
export function renderPage(page: SitePage) {
  window.history.replaceState(null, '', pathOf(page));
  return render(<Page page={page} />);
}

/**
 * The server's HTML of `page` in a container, then brought to life with hydrateRoot as hydrate-page.tsx does (in
 * StrictMode). `recoverable` holds what React reported while hydrating (a mismatch), `consoleErrors` every
 * console.error call.
 */
export async function hydrate(page: SitePage) {
  window.history.replaceState(null, '', pathOf(page));
  const html = renderToString(<Page page={page} />);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Page page={page} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  if (root) hydrated.push({ root, container });
  return { html, container, recoverable, consoleErrors: consoleError.mock.calls };
}

/** The server's HTML of a page, as a document fragment to query (what a browser without JavaScript shows). */
export function serverHtml(page: SitePage): HTMLElement {
  return serverHtmlOf(<Page page={page} />);
}

/** The server's HTML of any element, as a detached container to query. */
export function serverHtmlOf(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

// ---- the pages a script fetches ----

/**
 * The privacy policy's pages behind fetch, as the server sends them (server-render.tsx's whole document): the footer's
 * dialog shows their text. Answers the path of every fetch in `fetched`; `fail` answers each with a 503 instead.
 */
export function servePolicyPages({ fail = false }: { fail?: boolean } = {}) {
  const fetched: string[] = [];
  forgetFetchedPolicies();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.href).pathname;
    fetched.push(path);
    const version = POLICY_PAGES.find((p) => p.href === path)?.version;
    if (fail || !version) return new Response('', { status: fail ? 503 : 404 });
    const html = renderSitePage({ page: 'privacy', version }, { styles: [], script: null, preloads: [] });
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  return fetched;
}

// ---- the ways a page leaves: links, window.location, plain form posts ----

/**
 * Records instead of doing them: links followed (a click on a link that nothing on the page prevented), pages loaded by script (window.location's assign and replace), windows opened, and forms sent
 * as plain posts (HTMLFormElement.submit, which submitNatively calls). Addresses are given as path and query
 * (another site's in full).
 */
export function watchNavigation() {
  const nav = {
    followed: [] as string[],
    assigned: [] as string[],
    replaced: [] as string[],
    windows: [] as { url: string; name: string; features: string }[],
    submitted: [] as { action: string; data: FormData }[],
  };
  const local = (url: string | URL) => {
    const u = new URL(String(url), window.location.href);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}${u.hash}` : u.href;
  };
  // Last on the way up (the leave guard listens on the document as it goes down, React on the root): a click no one
  // prevented is the browser's to follow. Prevented here, so happy-dom does not load the address.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    if (!event.defaultPrevented) nav.followed.push(local((link as HTMLAnchorElement).href));
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  cleanups.push(() => document.removeEventListener('click', onClick));
  vi.spyOn(window, 'open').mockImplementation((url = '', name = '', features = '') => {
    nav.windows.push({ url: String(url), name, features });
    return null;
  });
  vi.spyOn(window.location, 'assign').mockImplementation((url) => void nav.assigned.push(local(url)));
  vi.spyOn(window.location, 'replace').mockImplementation((url) => void nav.replaced.push(local(url)));
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    nav.submitted.push({ action: local(this.action), data: new FormData(this) });
  });
  return nav;
}

// ---- the report form's post with JavaScript (lib/post-form.ts) ----

export type PostedForm = { method: string; url: string; headers: Record<string, string>; body: FormData };

/**
 * Replaces XMLHttpRequest (lib/post-form.ts sends the report form with it, for the upload's progress) with a fake
 * that records each request, reports half of the upload as progress, then answers `respond`'s SiteFormAnswer.
 */
export function stubFormPost(respond: (body: FormData) => SiteFormAnswer | Promise<SiteFormAnswer>) {
  const requests: PostedForm[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      requests.push({ method: this.method, url: this.url, headers: this.headers, body });
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const answer = await respond(body);
        this.status = answer.ok ? 200 : 400;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

/**
 * Picks a file in a file input as a person would (user-event's upload), and puts it where happy-dom's FormData reads
 * a form's files from (user-event keeps its own list on the element, which FormData does not see).
 */
export async function pickFile(user: UserEvent, input: HTMLInputElement, file: File): Promise<void> {
  await user.upload(input, file);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'files')?.set?.call(input, input.files);
}
