import { useEffect, useState } from 'react';

/** With export=true in the address the export starts this long after arrival. */
export const autoExportDelayMs = 500;

/**
 * export=true (the dashboard's quick action): 500 ms after arrival, once the list has answered,
 * the export starts if the list holds anything (its button is disabled otherwise); the request is
 * then taken out of the address, so a reload does not export again.
 */
export const useAutoExport = ({
  requested,
  total,
  start,
  done,
}: {
  requested: boolean;
  /** The list's total, undefined until it has answered. */
  total: number | undefined;
  start: () => void;
  done: () => void;
}) => {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!requested) return;
    const timer = window.setTimeout(() => {
      setDue(true);
    }, autoExportDelayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [requested]);
  useEffect(() => {
    if (!due || total === undefined) return;
    setDue(false);
    done();
    if (total > 0) start();
  }, [due, total, start, done]);
};
