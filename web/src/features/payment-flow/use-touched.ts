import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Which fields show their problem: a field once the visitor has left it, every field once they
 * tried to submit. A message never appears while a field is still being typed for the first time.
 */
export const useTouched = <Field extends string>(submittedBefore = false) => {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  // A form posted without scripts and drawn again shows every problem, as after a submit.
  const [submitted, setSubmitted] = useState(submittedBefore);
  const touch = useCallback((field: Field) => {
    setTouched((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  }, []);
  const shown = useCallback(
    (field: Field) => submitted || touched.has(field),
    [submitted, touched],
  );
  const submitAttempted = useCallback(() => {
    setSubmitted(true);
  }, []);
  return { touch, shown, submitAttempted, submitted };
};

/** Moves focus to the first control of the form marked invalid, so the visitor lands on it. */
export const focusFirstInvalid = (form: HTMLElement | null): void => {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};

/**
 * True when focus leaves a field for a submit button. The field's problem is then left to the
 * submit, which shows them all: a message appearing on the way would push the button away from
 * under the pointer, and the click would be lost.
 */
export const leavingForSubmit = (event: FocusEvent): boolean =>
  event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';

/**
 * The blur handler of a field whose problem shows when it is left: not on the way to a submit
 * button (see `leavingForSubmit`), and, when a pointer press took the focus away, only once that
 * press is over. The message would otherwise appear between the press and the release, push the
 * control below (the confirmation checkbox) from under the pointer, and its click would be lost.
 */
export const useTouchOnLeave = <Field extends string>(touch: (field: Field) => void) => {
  const pressing = useRef(false);
  useEffect(() => {
    const pressed = () => {
      pressing.current = true;
    };
    const released = () => {
      pressing.current = false;
    };
    window.addEventListener('pointerdown', pressed, true);
    window.addEventListener('pointerup', released, true);
    window.addEventListener('pointercancel', released, true);
    return () => {
      window.removeEventListener('pointerdown', pressed, true);
      window.removeEventListener('pointerup', released, true);
      window.removeEventListener('pointercancel', released, true);
    };
  }, []);
  return useCallback(
    (field: Field, event: FocusEvent) => {
      if (leavingForSubmit(event)) return;
      if (!pressing.current) {
        touch(field);
        return;
      }
      // The click is dispatched right after the release, in the same task: show after it.
      const afterClick = () => {
        window.setTimeout(() => {
          touch(field);
        }, 0);
      };
      window.addEventListener('pointerup', afterClick, { once: true });
      window.addEventListener('pointercancel', afterClick, { once: true });
    },
    [touch],
  );
};
