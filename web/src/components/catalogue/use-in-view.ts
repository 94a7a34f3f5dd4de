/**
 * `useInView(ref)`: true once the element has come near the viewport (200 px margin) and
 * from then on. Cards use it to ask for their fit score only when they are about to be
 * seen, so a grid of 24 products does not fire 24 fit-score calls at once. Without
 * IntersectionObserver (old browsers) it is true at once.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
