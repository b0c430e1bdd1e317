import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './field.module.css';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marks the label; the control gets `required` too. */
  required?: boolean;
}

/** Ids that tie the label, hint and error to their control, and the ARIA that says so. */
const useFieldIds = (error: ReactNode, hint: ReactNode, id?: string) => {
  const own = useId();
  const controlId = id ?? own;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
};

const Frame = ({
  label,
  hint,
  error,
  required,
  ids,
  children,
}: FieldFrame & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={ids.controlId}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
    {children}
    {hint && (
      <span id={ids.hintId} className={styles.hint}>
        {hint}
      </span>
    )}
    {error && (
      <span id={ids.errorId} className={styles.error}>
        {error}
      </span>
    )}
  </div>
);

type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

export const TextField = ({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...input
}: TextFieldProps) => {
  const ids = useFieldIds(error, hint, id);
  return (
    <Frame label={label} hint={hint} error={error} required={required} ids={ids}>
      <input
        id={ids.controlId}
        className={[styles.control, className].filter(Boolean).join(' ')}
        required={required}
        {...ids.aria}
        {...input}
      />
    </Frame>
  );
};

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export const TextAreaField = ({
  label,
  hint,
  error,
  required,
  id,
  ...area
}: TextAreaFieldProps) => {
  const ids = useFieldIds(error, hint, id);
  return (
    <Frame label={label} hint={hint} error={error} required={required} ids={ids}>
      <textarea
        id={ids.controlId}
        className={styles.control}
        required={required}
        {...ids.aria}
        {...area}
      />
    </Frame>
  );
};

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { children: ReactNode };

export const SelectField = ({
  label,
  hint,
  error,
  required,
  id,
  children,
  ...select
}: SelectFieldProps) => {
  const ids = useFieldIds(error, hint, id);
  return (
    <Frame label={label} hint={hint} error={error} required={required} ids={ids}>
      <select
        id={ids.controlId}
        className={styles.control}
        required={required}
        {...ids.aria}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
};

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: ReactNode;
};

export const Checkbox = ({ label, error, id, ...input }: CheckboxProps) => {
  const ids = useFieldIds(error, undefined, id);
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={ids.controlId}>
        <input id={ids.controlId} type="checkbox" {...ids.aria} {...input} />
        <span>{label}</span>
      </label>
      {error && (
        <span id={ids.errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
};
