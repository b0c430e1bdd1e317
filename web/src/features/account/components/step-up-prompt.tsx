import { useCallback, useEffect, useRef, useState } from 'react';
import { provideStepUpPrompt } from '@/lib/step-up';
import { StepUpDialog } from './step-up-dialog';

/** How long focus waits for the control that asked to take it again (it is busy meanwhile). */
const refocusWithinMs = 30_000;

/**
 * Gives focus back to the control the change came from once it can take it: while its request
 * waits for the step-up it is busy (disabled), and a disabled control cannot hold focus. Unless
 * the person has moved on to something else meanwhile.
 */
const refocusWhenAble = (control: HTMLElement | null) => {
  if (!control) return;
  const tryFocus = () => {
    if (!control.isConnected) return true;
    if (control.matches(':disabled')) return false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) control.focus();
    return true;
  };
  if (tryFocus()) return;
  const watcher = new MutationObserver(() => {
    if (tryFocus()) watcher.disconnect();
  });
  watcher.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  window.setTimeout(() => {
    watcher.disconnect();
  }, refocusWithinMs);
};

/**
 * Mounted once in the admin frame: whenever a request is refused STEP_UP_REQUIRED, the API client
 * asks here, the dialog opens, and the request is sent again once the session is raised. Focus
 * goes back to the control the change came from.
 */
export const StepUpPrompt = () => {
  const [open, setOpen] = useState(false);
  const answer = useRef<((raised: boolean) => void) | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The control last focused on the page: by the time the refusal comes, the one that sent the
  // change is busy (disabled), and a disabled control loses the focus.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const note = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog[open]')) {
        lastFocused.current = event.target;
      }
    };
    document.addEventListener('focusin', note);
    return () => {
      document.removeEventListener('focusin', note);
    };
  }, []);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        const focused = document.activeElement;
        opener.current =
          focused instanceof HTMLElement && focused !== document.body
            ? focused
            : lastFocused.current;
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
        refocusWhenAble(opener.current);
      }}
    />
  );
};
