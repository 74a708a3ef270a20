import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from './app.tsx';
import { clearPageDialogs, PageDialogs } from './components/page-dialogs.tsx';
import { type PageRoute, routes, toRouteObjects } from './routes.tsx';
import { afterEachTest } from './test-cleanups.ts';

// A dialog a test left unanswered must not be shown by the next test's page.
afterEachTest(clearPageDialogs);

/**
 * The real route table with every screen module already loaded, so screen tests can query the page right after
 * rendering. That screens are loaded lazily at all is checked on `routes` itself in routes.test.tsx.
 */
async function loadScreens(table: PageRoute[]): Promise<PageRoute[]> {
  return Promise.all(
    table.map(async ({ load, children, ...rest }) => {
      const Screen = load ? await load() : null;
      return {
        ...rest,
        ...(Screen ? { element: <Screen /> } : {}),
        ...(children ? { children: await loadScreens(children) } : {}),
      };
    }),
  );
}
const loadedRoutes = toRouteObjects(await loadScreens(routes));

/** What a test reads of the router: where it is now, and a way to move (e.g. back with -1). */
type TestRouter = { state: { location: Location }; navigate: NavigateFunction };

/** Keeps the test's view of the router current, from inside it. */
function RouterProbe({ router }: { router: TestRouter }) {
  router.state.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/**
 * Renders the real route table at `path` (a path, or a location with router state), with a fresh query cache and
 * the page's dialogs, as the app does. `pageLoads` lists the addresses loaded as a new page (window.location's
 * assign and replace, e.g. /sessiontimeout), which the test's page does not actually leave for.
 */
export function renderRoute(path: InitialEntry) {
  const router = { state: {} } as TestRouter;
  const pageLoads = watchPageLoads();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <PageDialogs />
        <AppRoutes table={loadedRoutes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, pageLoads };
}

/** Records the pages the code loads (window.location.assign and replace) instead of loading them. */
export function watchPageLoads(): string[] {
  const loads: string[] = [];
  const record = (url: string | URL) => {
    loads.push(String(url));
  };
  vi.spyOn(window.location, 'assign').mockImplementation(record);
  vi.spyOn(window.location, 'replace').mockImplementation(record);
  return loads;
}

/** The site's own alert or confirmation (components/page-dialogs.tsx) as a test sees it. */
export type PageDialogView = {
  element: HTMLElement;
  title: string;
  message: string;
  /** Clicks its first button: 확인 (or the label it was given). */
  ok: () => Promise<void>;
  /** Clicks 취소 (a confirmation has it; an alert does not). */
  cancel: () => Promise<void>;
};

const isPageDialog = (element: HTMLElement) => element.classList.contains('page-dialog');

/** Waits until the page shows its own alert or confirmation (not another alertdialog, e.g. the idle warning). */
export async function findPageDialog(): Promise<PageDialogView> {
  const element = await waitFor(() => {
    const found = screen.queryAllByRole('alertdialog').find(isPageDialog);
    if (!found) throw new Error('No alert or confirmation of the page is shown.');
    return found;
  });
  const click = (button: HTMLElement) =>
    act(async () => {
      fireEvent.click(button);
    });
  return {
    element,
    title: within(element).getByRole('heading').textContent ?? '',
    message: element.querySelector('.page-dialog-message')?.textContent ?? '',
    ok: () =>
      click(
        within(element)
          .getAllByRole('button')
          .find((b) => b.closest('.dialog-actions'))!,
      ),
    cancel: () => click(within(element).getByRole('button', { name: '취소' })),
  };
}

/**
 * Waits for the page's next alert or confirmation, answers it (확인, or 취소 when `ok` is false) and returns its
 * message, e.g. `expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.changed)`.
 */
export async function answerPageDialog(ok = true): Promise<string> {
  const dialog = await findPageDialog();
  if (ok) await dialog.ok();
  else await dialog.cancel();
  return dialog.message;
}

/** The message of the alert or confirmation the page shows now, or null when it shows none. */
export function pageDialogMessage(): string | null {
  const dialog = screen.queryAllByRole('alertdialog').find(isPageDialog);
  return dialog ? (dialog.querySelector('.page-dialog-message')?.textContent ?? '') : null;
}

/** A JSON response as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;

/**
 * Stubs fetch with answers keyed "METHOD /path" (query string ignored): a Response-producing function, or
 * any other value answered as 200 JSON. Anything else answers 404 as an unknown path would.
 */
export function stubApi(answers: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = answers[key];
    if (answer === undefined) return jsonResponse(404, { message: '없음', code: 'NOT_FOUND' });
    return typeof answer === 'function' ? (answer as Handler)(init, url) : jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch stub received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key)
    .map(([, init]) => init ?? {});
}

/**
 * The browser's alert, confirm and print as mocks (happy-dom has none of them); confirm answers `confirmAnswer`.
 * The admin app asks with its own dialogs (findPageDialog) and only prints through these.
 */
export function stubDialogs(confirmAnswer = true) {
  const stubs = {
    alert: vi.fn<(message?: string) => void>(),
    confirm: vi.fn<(message?: string) => boolean>(() => confirmAnswer),
    print: vi.fn<() => void>(),
  };
  for (const [name, fn] of Object.entries(stubs)) vi.stubGlobal(name, fn);
  return stubs;
}
