/** Root route: app-wide chrome (skip link, banners, toasts, offline card) and the critical boundary. */
import { lazy, Suspense } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { CriticalRouteError } from '@/components/error/route-error';
import { AppLoading } from '@/components/app-loading';
import { NotFoundView } from '@/components/not-found-view';
import { OfflineNotice } from '@/components/offline-notice';
import { SkipLink } from '@/components/skip-link';
import { UnhandledRejections } from '@/components/unhandled-rejections';
import { Toaster } from '@/components/ui/toaster';
import { useIdle } from '@/lib/idle';

const BrowserSupportBanner = lazy(() => import('@/components/browser-support-banner'));

function RootLayout() {
  // The support check (and its chunk) waits until the page has loaded: it only matters on old browsers.
  const idle = useIdle();
  return (
    <>
      <SkipLink />
      {idle ? (
        <Suspense fallback={null}>
          <BrowserSupportBanner />
        </Suspense>
      ) : null}
      <Outlet />
      <OfflineNotice />
      <UnhandledRejections />
      <Toaster />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: CriticalRouteError,
  pendingComponent: AppLoading,
  notFoundComponent: NotFoundView,
});
