/**
 * The session countdown's rules: the bar is scaled to a 4-hour session; red
 * and "Expires soon!" at 15 minutes or less, yellow at 60 minutes or less, green otherwise.
 */
const minuteMs = 60_000;
export const sessionScaleMs = 4 * 60 * minuteMs;
export const warningAtMs = 60 * minuteMs;
export const criticalAtMs = 15 * minuteMs;

export type SessionLevel = 'ok' | 'warning' | 'critical';

export const sessionLevel = (leftMs: number): SessionLevel =>
  leftMs <= criticalAtMs ? 'critical' : leftMs <= warningAtMs ? 'warning' : 'ok';

/** How full the bar is, from 0 to 1 (a longer session still shows a full bar). */
export const sessionFraction = (leftMs: number): number =>
  Math.min(1, Math.max(0, leftMs / sessionScaleMs));

/** What is left as h:mm:ss (3:59:07), or m:ss under an hour (14:59). */
export const formatSessionLeft = (leftMs: number): string => {
  const seconds = Math.max(0, Math.floor(leftMs / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};
