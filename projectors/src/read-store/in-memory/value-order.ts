/**
 * MongoDB's order of values across types (null and missing, numbers, strings, objects, arrays,
 * booleans, dates), for the scalars the in-memory indexes and sorts handle. Strings compare by
 * UTF-16 code unit, as JavaScript does.
 */
const typeRank = (value: unknown): number => {
  if (value === null || value === undefined) return 0;
  const type = typeof value;
  if (type === 'number' || type === 'bigint') return 1;
  if (type === 'string') return 2;
  if (type === 'boolean') return 5;
  if (value instanceof Date) return 6;
  return Array.isArray(value) ? 4 : 3;
};

/** True for the values compareValues orders exactly as MongoDB does. */
export const isScalar = (value: unknown): boolean => {
  const rank = typeRank(value);
  return rank !== 3 && rank !== 4;
};

export const compareValues = (a: unknown, b: unknown): number => {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  if (rankA === 0) return 0;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if ((left as number) < (right as number)) return -1;
  return (left as number) > (right as number) ? 1 : 0;
};
