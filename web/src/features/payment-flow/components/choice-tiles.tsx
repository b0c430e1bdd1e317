import { useId, type ReactNode } from 'react';
import styles from './choice-tiles.module.css';

export interface TileOption<Value extends string> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
  /** Shown on the tile's right: a price, an estimate. */
  aside?: ReactNode;
  badge?: ReactNode;
  /** Shown as unavailable, yet choosable, so the visitor hears why it cannot be used. */
  unavailable?: boolean;
}

interface ChoiceTilesProps<Value extends string> {
  legend: ReactNode;
  /** Hide the legend visually (the step's heading says it already). */
  legendHidden?: boolean;
  hint?: ReactNode;
  options: readonly TileOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: ReactNode;
  /**
   * list: one tile a row; grid: two from a small tablet up; chips: small tiles side by side;
   * symbols: one row of short labels on a phone (the description then only for screen readers).
   */
  layout?: 'list' | 'grid' | 'chips' | 'symbols';
  required?: boolean;
  /** The radios' name, for a form posted without scripts; its own otherwise. */
  name?: string;
}

/**
 * One choice among a few, as large tiles: a native radio group (arrow keys move the choice, a
 * screen reader hears "1 of 4"), with the legend, a hint and an error tied to the group.
 */
export const ChoiceTiles = <Value extends string>({
  legend,
  legendHidden = false,
  hint,
  options,
  value,
  onChange,
  error,
  layout = 'grid',
  required = false,
  name,
}: ChoiceTilesProps<Value>) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={`${styles.tiles} ${styles[layout]}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={[
              styles.tile,
              option.value === value ? styles.checked : '',
              option.unavailable ? styles.unavailable : '',
            ].join(' ')}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name ?? id}
              value={option.value}
              checked={option.value === value}
              required={required}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <span className={styles.body}>
              <span className={styles.labelRow}>
                <span className={styles.label}>{option.label}</span>
                {option.badge}
              </span>
              {option.description && (
                <span className={styles.description}>{option.description}</span>
              )}
            </span>
            {option.aside && <span className={styles.aside}>{option.aside}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
};
