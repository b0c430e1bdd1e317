import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@ghost/events/contract';
import { formatMoment } from '../moment-format';
import { isPaymentEventType } from '../event-labels';
import { ActorLabel } from './actor-label';
import styles from './audit.module.css';

interface TimelineListProps {
  paymentId: string;
  entries: readonly TimelineEntry[];
  selected: number | null;
  onChoose: (position: number) => void;
}

/** What an event is, in words where the timeline knows it, else its type. */
export const useEventName = () => {
  const { t } = useTranslation('audit');
  return (type: string) => (isPaymentEventType(type) ? t(`timeline.types.${type}`) : type);
};

/** The payment's events in order, each with when, what, who and why; one is chosen at a time. */
export const TimelineList = ({ paymentId, entries, selected, onChoose }: TimelineListProps) => {
  const { t, i18n } = useTranslation('audit');
  const name = useEventName();
  return (
    <section className={styles.timeline} aria-label={t('timeline.listLabel', { paymentId })}>
      <p className={styles.timelineFor}>
        <code>{paymentId}</code> · {t('timeline.events', { count: entries.length })}
      </p>
      <ol className={styles.steps}>
        {entries.map((entry) => {
          const current = entry.event.position === selected;
          return (
            <li
              key={entry.event.position}
              className={styles.step}
              data-current={current || undefined}
            >
              <button
                type="button"
                className={styles.stepButton}
                aria-pressed={current}
                onClick={() => {
                  onChoose(entry.event.position);
                }}
              >
                <span className={styles.stepWhat}>{name(entry.event.type)}</span>
                <span className={styles.stepWhen}>
                  {formatMoment(entry.event.occurredAt, i18n.language)}
                </span>
              </button>
              <div className={styles.stepMeta}>
                <ActorLabel actor={entry.event.actor} />
                {entry.why && <span className={styles.stepWhy}>{entry.why}</span>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
