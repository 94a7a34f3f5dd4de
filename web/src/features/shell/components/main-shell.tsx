/**
 * The main tabbed shell: desktop header or mobile bottom bar around the active screen, and
 * the realtime connection for as long as the user is in the app.
 */
import { Outlet } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { useRealtime } from '@/lib/use-realtime';
import { useCurrentUser } from '@/lib/session';
import { AppHeader } from './app-header';
import { MobileTabBar } from './mobile-tab-bar';

export function MainShell() {
  useRealtime(useCurrentUser()?.id);
  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 pb-28 pt-6 focus:outline-none md:pb-12 md:pt-8"
      >
        <Outlet />
      </main>
      <MobileTabBar />
    </div>
  );
}
