/** Shown while the signed-in state (or a screen's code) is loading (spec 01 §2). */
import { Spinner } from '@/components/ui/spinner';

export function AppLoading() {
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 p-8 text-stone-600" aria-live="polite">
      <Spinner className="size-8" label="Loading" />
      <p className="text-sm">Loading your style experience...</p>
    </div>
  );
}
