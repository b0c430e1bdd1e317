import { useLayoutEffect, useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Rendered last in the frame's page (inside its Suspense boundary): once it has committed, the
 * whole page is hydrated. The browser hydrates a boundary's content after the frame around it, so
 * the frame being hydrated is not enough: a language chosen in between would reach a page part
 * still to be hydrated, whose text would then no longer match the server's.
 */
export const HydrationMark = () => {
  useLayoutEffect(() => {
    if (hydrated) return;
    hydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
};

/**
 * False while the page is HTML the server rendered (on the server, and until the browser has
 * hydrated all of it, which must draw the same), true once the browser runs it. For what only a
 * running page can honour: the language menu, a button that scripts keep disabled, the reader's
 * time zone.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
