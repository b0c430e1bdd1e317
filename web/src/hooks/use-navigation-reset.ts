import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation starts at the top of the page (both specs), and moves keyboard and screen
 * reader focus to the new page's main region, as a full page load would.
 */
export const useNavigationReset = (main: RefObject<HTMLElement | null>): void => {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    // The first page is where the browser put it: a page rendered on the server may have been
    // scrolled before it was hydrated, and must not jump back to the top then.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
};
