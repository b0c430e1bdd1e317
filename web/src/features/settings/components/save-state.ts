import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Saved!" stays on the button. */
export const savedConfirmationMs = 3000;

export type SaveState = 'idle' | 'saving' | 'saved';

/** The save button's state: Save Changes, Saving..., then Saved! for 3 seconds. */
export const useSaveState = () => {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );
  const saving = useCallback(() => {
    window.clearTimeout(timer.current);
    setState('saving');
  }, []);
  const saved = useCallback(() => {
    setState('saved');
    timer.current = window.setTimeout(() => {
      setState('idle');
    }, savedConfirmationMs);
  }, []);
  const idle = useCallback(() => {
    window.clearTimeout(timer.current);
    setState('idle');
  }, []);
  return { state, saving, saved, idle };
};
