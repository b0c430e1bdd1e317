import { useCallback, useState, type FocusEvent } from 'react';

/**
 * Which fields show their problem: a field once the visitor has left it, every field once they
 * tried to submit. A message never appears while a field is still being typed for the first time.
 */
export const useTouched = <Field extends string>() => {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
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
