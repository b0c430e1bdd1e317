import { useTranslation } from 'react-i18next';
import type { FlowStep } from '../flow-steps';
import styles from './step-indicator.module.css';

/** Where the visitor is in the flow: an ordered list, the current step marked for assistive tech. */
export const StepIndicator = ({
  steps,
  current,
}: {
  steps: readonly FlowStep[];
  current: FlowStep;
}) => {
  const { t } = useTranslation('payment');
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className={styles.nav}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`${styles.step} ${styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.name}>
                {t(`steps.${step}`)}
                {state === 'done' && <span className="visually-hidden"> {t('steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
