/**
 * Render `children` in a background render right after the first one, showing `fallback` until
 * then: after the commit that shows the fallback, an effect starts a transition (React renders
 * transitions time-sliced, yielding to the browser every few ms), so a big block does not lengthen
 * the task that paints what is above it. Nested instances make further stages (each starts after
 * its parent's content has committed). Once shown, the children stay.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function RenderAfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
