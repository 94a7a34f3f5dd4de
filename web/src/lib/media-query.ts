/**
 * `useMediaQuery(query)`: whether a CSS media query matches now, re-rendering when it changes
 * (`window.matchMedia` through `useSyncExternalStore`; false where matchMedia is missing).
 */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `md` breakpoint (768 px): the mobile tab bar is shown (mobile-tab-bar.tsx `md:hidden`). */
export const MOBILE_QUERY = '(max-width: 767px)';
