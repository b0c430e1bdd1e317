import { maxPendingHours } from '@ghost/events/contract';

export type PendingHoursReading = { hours: number } | { problem: 'range' };

/**
 * The maximum pending hours as typed: a whole number from 1 to 168; a value that
 * is no number at all (an empty field) falls back to 72; a number out of range, or not whole,
 * is refused, as the server refuses it.
 */
export const readPendingHours = (text: string): PendingHoursReading => {
  const trimmed = text.trim();
  const hours = trimmed === '' ? Number.NaN : Number(trimmed);
  if (Number.isNaN(hours)) return { hours: maxPendingHours.default };
  if (!Number.isInteger(hours) || hours < maxPendingHours.min || hours > maxPendingHours.max) {
    return { problem: 'range' };
  }
  return { hours };
};
