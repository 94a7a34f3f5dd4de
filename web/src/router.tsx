/**
 * The app router: generated file-route tree, the query client in the router context (route
 * guards call `ensureQueryData`), page-level error boundary and loading view by default.
 */
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { PageRouteError } from './components/error/route-error';
import { AppLoading } from './components/app-loading';
import { NotFoundView } from './components/not-found-view';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Create the router for one query client. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query data has its own freshness; the router should always ask the query cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: PageRouteError,
    defaultPendingComponent: AppLoading,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
