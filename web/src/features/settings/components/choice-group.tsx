import { useTranslation } from 'react-i18next';
import styles from './choice-group.module.css';

interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** The choice holds changes not saved yet. */
  changed?: boolean;
}

interface ChoiceGroupProps<Value extends string> {
  name: string;
  legend: string;
  value: Value;
  options: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}

/** A few exclusive choices side by side: native radio buttons (arrow keys move) in a fieldset. */
export const ChoiceGroup = <Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<Value>) => {
  const { t } = useTranslation('settings');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <span className={styles.text}>{option.label}</span>
            {option.changed && (
              <span className={styles.changed}>
                <span className="visually-hidden"> {t('tabs.unsaved')}</span>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
