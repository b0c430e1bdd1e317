/** One line of the bench's tables: what was measured, the figure, and what it is held to. */
export interface Measure {
  name: string;
  value: string;
  target: string;
}

/** The value below which `p` percent of the sorted samples fall. */
export const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
