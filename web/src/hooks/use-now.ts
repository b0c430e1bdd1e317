import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` (a countdown every second, relative times every
 * few seconds), so what depends on it re-renders without each screen keeping its own timer.
 */
export const useNow = (intervalMs: number): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
};
