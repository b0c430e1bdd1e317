import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { progressSteps, type ProgressStep, type TrackedPayment } from '../tracking-progress';
import { Pictogram } from './tracking-icons';
import styles from './processing-panel.module.css';

type StateText = 'received' | 'verified' | 'updated' | 'pending' | 'failed' | 'notStarted';

/** The word each step's state is told by (verified or pending, updated or pending). */
const stateText = (step: ProgressStep): StateText => {
  switch (step.state) {
    case 'done':
      return step.key === 'submitted'
        ? 'received'
        : step.key === 'verification'
          ? 'verified'
          : 'updated';
    case 'current':
    case 'upcoming':
      return 'pending';
    case 'failed':
      return 'failed';
    case 'skipped':
      return 'notStarted';
    default: {
      const never: never = step.state;
      return never;
    }
  }
};

const Marker = ({ state }: { state: ProgressStep['state'] }) => (
  <span className={`${styles.marker} ${styles[state]}`} aria-hidden="true">
    {state === 'done' ? (
      <Pictogram name="check" />
    ) : state === 'failed' ? (
      <Pictogram name="cross" />
    ) : null}
  </span>
);

/**
 * The processing status as steps on a line: submitted, the payment's
 * verification, and for a subscription its update, each with its state in words and colour.
 */
export const ProcessingPanel = ({ payment }: { payment: TrackedPayment }) => {
  const { t } = useTranslation('tracking');
  const dateTime = useDateTimeFormat();
  return (
    <Card className={styles.panel} aria-labelledby="processing-status">
      <h2 id="processing-status" className={styles.title}>
        {t('progress.title')}
      </h2>
      <ol className={styles.steps}>
        {progressSteps(payment).map((step) => (
          <li key={step.key} className={`${styles.step} ${styles[step.state]}`}>
            <Marker state={step.state} />
            <div className={styles.text}>
              <div className={styles.line}>
                <span className={styles.name}>{t(`progress.${step.key}`)}</span>
                <span className={`${styles.state} ${styles[`${step.state}State`]}`}>
                  {t(`progress.states.${stateText(step)}`)}
                </span>
              </div>
              {step.key === 'submitted' && (
                <span className={styles.detail}>{dateTime(payment.createdAt)}</span>
              )}
              {step.key === 'subscription' && step.state === 'upcoming' && (
                <span className={styles.detail}>{t('progress.waitsForVerification')}</span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
};
