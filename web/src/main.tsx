/** Browser entry: query client, router and the outermost (critical) error boundary. */
import './lib/zod-jitless'; // first: before any module can run zod (CSP, issue 32)
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { ErrorBoundary } from './components/error/error-boundary';
import { yieldToMain } from './lib/idle';
import { createErrorId } from './lib/error-id';
import { installErrorCapture } from './lib/monitoring/signals';
import { scheduleMonitor } from './lib/monitoring/start';
import { cn } from './lib/utils';
import './styles.css';

// Uncaught errors are recorded from the start; the performance monitor that reports them loads later.
installErrorCapture(createErrorId);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Evaluating the app's modules and building the router is one long task; the first render is
// another: let the browser breathe in between. tailwind-merge builds its class table on first use
// (~10 ms): that gets its own task too, instead of lengthening the first render. (A promise chain,
// not top-level await: an async entry makes the bundler split shared code into many more chunks.)
//
// The router resolves the landing page (session check, route code, loaders) BEFORE the first render,
// while index.html's static loading text stays on screen. Rendered first, the route matches would
// suspend: the router then keeps its pending view up for at least `pendingMinMs` (500 ms) and React
// throttles the reveal of suspended content (300 ms), idle waits that only delay the page.
void yieldToMain()
  .then(() => router.load().catch(() => undefined))
  .then(() => {
    // The landing route is known now; the monitor itself loads after the first paint, when idle.
    scheduleMonitor(router);
    cn('p-0', 'p-1');
    return yieldToMain();
  })
  .then(() => {
    const root = createRoot(container);
    // A transition: React renders it time-sliced (yielding every few ms) instead of in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <ErrorBoundary level="critical">
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ErrorBoundary>
        </StrictMode>,
      ),
    );
  });
