import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is at least `minWidth` CSS pixels wide, following its resizes: for a part
 * that renders different elements by the room it has, not by the window (a wide table beside a
 * sidebar, cards without one). Measured before the first paint, so nothing flashes.
 */
export const useWiderThan = (element: RefObject<HTMLElement | null>, minWidth: number): boolean => {
  const [wider, setWider] = useState(true);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setWider(target.getBoundingClientRect().width >= minWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWider(entry.contentRect.width >= minWidth);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [element, minWidth]);
  return wider;
};
