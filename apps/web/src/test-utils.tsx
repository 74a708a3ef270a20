import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from './routes.tsx';

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

/** Renders the real route table at `path`, as the app does, with a fresh query cache. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
