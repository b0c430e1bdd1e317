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
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
};
