import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { BrowserRouter, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { ApiError, setApiNavigator } from './api/client.ts';
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
  const navigate = useNavigate();
  // A 410 from the API moves to the session-timeout or look-up page inside the app, without a reload.
  useLayoutEffect(() => setApiNavigator((to) => void navigate(to)), [navigate]);
  return <RouteErrorBoundary>{useRoutes(table)}</RouteErrorBoundary>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes table={routeObjects} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
