/** How many page numbers the pagination shows at most. */
export const pageWindowSize = 5;

/**
 * The page numbers shown around the current page: a sliding window of at most five, the current
 * page in its middle where the ends allow (1 2 [3] 4 5, 4 5 [6] 7 8, 8 9 10 [11] 12).
 */
export const pageWindow = (current: number, pages: number, size = pageWindowSize): number[] => {
  if (pages <= 0) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
};

/** "Showing X to Y of Z": the rows of a page, counted from 1; 0 to 0 when there are none. */
export const shownRange = (
  page: number,
  limit: number,
  total: number,
): { from: number; to: number } => {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
};
