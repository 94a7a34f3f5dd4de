/**
 * Render `children` in a background render right after the first one, showing `fallback` until
 * then. React's `useDeferredValue(value, initialValue)` renders the initial value first and the
 * real one at transition priority, which is time-sliced (it yields to the browser every few ms),
 * so a big below-the-fold block does not lengthen the task that paints the top of the page.
 * Later renders are immediate: once shown, the children stay.
 */
import { useDeferredValue, type ReactNode } from 'react';

export function RenderAfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
