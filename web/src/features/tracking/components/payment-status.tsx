import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useHydrated } from '@/hooks/use-hydrated';
import type { LiveMode } from '@/lib/live/use-live-updates';
import { isKnownStatus, nextStep, type TrackedPayment } from '../tracking-progress';
import { Pictogram } from './tracking-icons';
import styles from './payment-status.module.css';

type Tone = 'waiting' | 'working' | 'done' | 'failed' | 'unknown';

const looks: Record<string, { tone: Tone; icon: ReactNode }> = {
  pending_payment_verification: { tone: 'waiting', icon: <Pictogram name="clock" /> },
  pending_subscription_update: { tone: 'working', icon: <Pictogram name="sync" /> },
  completed: { tone: 'done', icon: <Pictogram name="check" /> },
  failed: { tone: 'failed', icon: <Pictogram name="cross" /> },
};
const unknownLook = { tone: 'unknown' as const, icon: <Pictogram name="question" /> };

interface PaymentStatusProps {
  payment: TrackedPayment;
  live: LiveMode;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The first thing one sees (as on a checkout's invoice page): where the payment stands, in
 * words, colour and pictogram, what happens next, whether it updates by itself, and a refresh.
 */
export const PaymentStatus = ({ payment, live, refreshing, onRefresh }: PaymentStatusProps) => {
  const { t } = useTranslation(['tracking', 'common']);
  const dateTime = useDateTimeFormat();
  const look = looks[payment.status] ?? unknownLook;
  const step = nextStep(payment);
  const running = useHydrated();
  return (
    <section
      className={`${styles.card} ${styles[look.tone]}`}
      aria-labelledby="payment-status-label"
    >
      <div className={styles.top}>
        <span className={styles.icon}>{look.icon}</span>
        <div className={styles.heading}>
          <p id="payment-status-label" className={styles.eyebrow}>
            {t('status.label')}
          </p>
          <h2 className={styles.status}>
            {isKnownStatus(payment.status)
              ? t(`common:statuses.${payment.status}`)
              : t('common:statuses.unknown')}
          </h2>
          <p className={styles.updated}>
            {t('status.updatedAt', { time: dateTime(payment.updatedAt) })}
          </p>
        </div>
      </div>
      <div className={styles.next}>
        <h3 className={styles.nextTitle}>{t('next.title')}</h3>
        <p className={styles.nextText}>
          {step === 'unknown' ? t('status.unknownHint') : t(`next.${step}`)}
        </p>
      </div>
      <div className={styles.actions}>
        <LiveIndicator mode={live} />
        {running ? (
          <Button
            variant="secondary"
            onClick={onRefresh}
            busy={refreshing}
            className={styles.refresh}
          >
            {!refreshing && <Pictogram name="refresh" />}
            {t('status.refresh')}
          </Button>
        ) : (
          // The server's page, before any script runs (or in a browser without them): the
          // payment's page asked for again is the refresh.
          <ButtonLink
            variant="secondary"
            to={`/track/${encodeURIComponent(payment.paymentId)}`}
            reloadDocument
            className={styles.refresh}
          >
            <Pictogram name="refresh" />
            {t('status.refresh')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
};
