import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { ApiError } from './api/client.ts';
import { PageDialogs } from './components/page-dialogs.tsx';
import { RouteErrorBoundary } from './components/route-error.tsx';
import { routes, toRouteObjects } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; only network trouble and 5xx are worth one retry.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      staleTime: 60_000,
    },
  },
});
export const routeObjects = toRouteObjects(routes);

/** The screens of a route table (the app's, or the tests' with every module loaded), inside the error screen. */
export function AppRoutes({ table }: { table: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(table)}</RouteErrorBoundary>;
}

/** The admin app: its routes, and the one place its alerts and confirmations are shown. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {/* Before the routes: its effect runs first, so it shows what a screen asks as the page first renders. */}
        <PageDialogs />
        <AppRoutes table={routeObjects} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
