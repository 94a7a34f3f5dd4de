/**
 * A header control whose real component (a Radix menu or popover) is not part of the page's
 * first load: an identical stand-in button shows until the page is idle (`whenIdle`), or until
 * the stand-in is pointed at or focused; then the loaded component takes its place. A press or click on
 * the stand-in opens it as soon as it has arrived (`openOnLoad`), and focus follows when the
 * stand-in had it (`autoFocus`). If the module cannot load (offline, a stale deploy), the
 * stand-in stays and the next use tries again. Used by the avatar menu and the notification bell.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { whenIdle } from './idle';

/** A lazily imported component, remembered once loaded (so a remount shows it at once). */
export interface LazyComponent<C> {
  load: () => Promise<C>;
  loaded: () => C | null;
}

/** Wrap a dynamic `import()` of a module's default export. */
export function lazyComponent<C>(importer: () => Promise<{ default: C }>): LazyComponent<C> {
  let component: C | null = null;
  return {
    load: () =>
      importer().then((m) => {
        component = m.default;
        return m.default;
      }),
    loaded: () => component,
  };
}

export function useLazyTrigger<C>(lazy: LazyComponent<C>) {
  const [Component, setComponent] = useState<C | null>(() => lazy.loaded());
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const load = useCallback(() => {
    lazy.load().then(
      (c) => setComponent(() => c),
      () => undefined, // offline or a stale deploy: keep the stand-in; using it tries again
    );
  }, [lazy]);
  useEffect(() => (Component ? undefined : whenIdle(load)), [Component, load]);
  const open = () => {
    setOpenOnLoad(true);
    load();
  };
  /** Handlers of the stand-in button. */
  const standIn = {
    onPointerEnter: load,
    onFocus: () => {
      focused.current = true;
      load();
    },
    onBlur: () => {
      focused.current = false;
    },
    // A press opens the menu once it has arrived. Radix opens its trigger on pointerdown, and
    // the module can arrive between the stand-in's pointerdown and the click (the click then
    // goes to the common ancestor, not to either button), so the press is remembered at once.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
  };
  return { Component, openOnLoad, autoFocus: focused.current, standIn };
}
