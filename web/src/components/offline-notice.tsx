/** Connectivity (spec 01 §4): while offline, a card offers to check the connection (reload). */
import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    // Bottom-left on desktop (toasts use bottom-right), above the tab bar on mobile.
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex justify-center px-4 md:bottom-6 md:left-6 md:right-auto md:px-0">
      <div
        role="alert"
        className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100">
          <WifiOff className="size-5 text-stone-700" aria-hidden />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-stone-900">No Internet Connection</p>
          <p className="mt-0.5 text-sm text-stone-600">You're currently offline. Some features may not be available.</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => window.location.reload()}>
            Check Connection
          </Button>
        </div>
      </div>
    </div>
  );
}
