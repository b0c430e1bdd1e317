import { useLayoutEffect, useState, type RefObject } from 'react';
import { layoutFor, type ListLayout } from '../list-layout';

/**
 * The layout for the width of an element, followed as it changes. Measured before the first
 * paint, so the list never shows one layout and then jumps to another; only a change of layout
 * re-renders.
 */
export const useListLayout = (element: RefObject<HTMLElement | null>): ListLayout => {
  const [layout, setLayout] = useState<ListLayout>('wide');
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setLayout(layoutFor(target.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setLayout(layoutFor(entry.contentRect.width));
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return layout;
};
