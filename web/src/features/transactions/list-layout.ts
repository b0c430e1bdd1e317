/** How the list is laid out, by the width it has (not the window's: the sidebar takes some). */
export type ListLayout = 'wide' | 'medium' | 'cards';

/** Below these widths (CSS pixels) the list drops columns, then turns into cards. */
export const wideFrom = 900;
export const mediumFrom = 600;

export const layoutFor = (width: number): ListLayout =>
  width >= wideFrom ? 'wide' : width >= mediumFrom ? 'medium' : 'cards';
