import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch turns on, as a label; it names the switch for screen readers too. */
  label: ReactNode;
  /** A line under the label saying what on and off mean. */
  description?: ReactNode;
  /** The label only for screen readers (a table row whose column header says it). */
  labelHidden?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * An on/off switch: a button with the switch role, named by its label (a click on the label
 * toggles it too), announced as on or off, toggled with Space or Enter.
 */
export const Switch = ({
  checked,
  onChange,
  label,
  description,
  labelHidden = false,
  disabled,
  id,
}: SwitchProps) => {
  const own = useId();
  const controlId = id ?? own;
  const descriptionId = `${controlId}-description`;
  return (
    <div className={[styles.row, labelHidden ? styles.bare : ''].join(' ')}>
      <span className={labelHidden ? 'visually-hidden' : styles.text}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <button
        id={controlId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className={styles.switch}
        onClick={() => {
          onChange(!checked);
        }}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
};
