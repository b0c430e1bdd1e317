import { useCallback, useEffect, useRef, useState } from 'react';
import { provideStepUpPrompt } from '@/lib/step-up';
import { StepUpDialog } from './step-up-dialog';

/**
 * Mounted once in the admin frame: whenever a request is refused STEP_UP_REQUIRED, the API client
 * asks here, the dialog opens, and the request is sent again once the session is raised.
 */
export const StepUpPrompt = () => {
  const [open, setOpen] = useState(false);
  const answer = useRef<((raised: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  useEffect(() => provideStepUpPrompt(ask), [ask]);
  // Left while asking (signed out, another page): whoever waits is told no.
  useEffect(
    () => () => {
      answer.current?.(false);
    },
    [],
  );

  return (
    <StepUpDialog
      open={open}
      onDone={(raised) => {
        setOpen(false);
        answer.current?.(raised);
        answer.current = null;
      }}
    />
  );
};
