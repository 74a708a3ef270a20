import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
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
import { type PageRoute, routes, toRouteObjects } from './routes.tsx';

/** The popup period the server answers by default (spec section 9). */
export const DEFAULT_POPUP_PERIOD = { from: '2025-09-29T08:00:00.000Z', until: '2025-10-12T22:00:00.000Z' };

/** Answers GET /api/commons/popup with `period`; any other call fails as an unknown path would. */
export function stubPopupApi(period = DEFAULT_POPUP_PERIOD) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/commons/popup'
      ? new Response(JSON.stringify(period), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: '없음', code: 'NOT_FOUND' }), { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

/** Renders the real route table at `path` (a path, or a location with router state), with a fresh query cache. */
export function renderRoute(path: InitialEntry) {
  const router = { state: {} } as TestRouter;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <AppRoutes table={loadedRoutes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router };
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

/** Alert, confirm and print as mocks (happy-dom has none of them); confirm answers `confirmAnswer`. */
export function stubDialogs(confirmAnswer = true) {
  const stubs = {
    alert: vi.fn<(message?: string) => void>(),
    confirm: vi.fn<(message?: string) => boolean>(() => confirmAnswer),
    print: vi.fn<() => void>(),
  };
  for (const [name, fn] of Object.entries(stubs)) vi.stubGlobal(name, fn);
  return stubs;
}

/** The demo companies and report types as GET /api/commons answers them. */
export const DEMO_COMMONS = {
  'GET /api/commons/company-types': [
    { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스', isAlerted: false, noticeBrand: null },
    { code: 'GARAM_ELECTRONICS', title: '가람누리전자', isAlerted: true, noticeBrand: null },
    { code: 'GARAM_CONSTRUCTION', title: '가람누리건설', isAlerted: false, noticeBrand: null },
    { code: 'GARAM_FOODS', title: '가람누리푸드', isAlerted: true, noticeBrand: null },
    { code: 'BEANS_AND_LEAF', title: '빈스앤리프', isAlerted: true, noticeBrand: '가람누리푸드' },
  ],
  'GET /api/commons/report-types': [
    { code: 'BRIBERY', title: '금품·향응 수수' },
    { code: 'HARASSMENT', title: '성희롱·괴롭힘' },
  ],
};

type UploadAnswer = { status: number; body: unknown };

/**
 * Replaces XMLHttpRequest (used for uploads, for their progress) with a fake that records each request and
 * answers with `respond`, after reporting half of the upload as progress.
 */
export function stubUpload(respond: (form: FormData) => UploadAnswer | Promise<UploadAnswer>) {
  const requests: { method: string; url: string; headers: Record<string, string>; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      requests.push({ method: this.method, url: this.url, headers: this.headers, body });
      void (async () => {
        const progress = Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded: 1,
          total: 2,
        });
        this.upload.dispatchEvent(progress);
        const answer = await respond(body);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
