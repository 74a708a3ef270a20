import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, setApiNavigator } from './api/client.ts';
import { routes } from './routes.tsx';

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
const router = createBrowserRouter(routes);

// A 410 from the API moves to the session-timeout or look-up page inside the app, without a reload.
setApiNavigator((to) => {
  void router.navigate(to);
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
