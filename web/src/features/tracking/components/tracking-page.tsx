import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isFinalStatus, paymentIdToLookUp } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/loading-state';
import { useErrorText } from '@/lib/error-text';
import { livePaymentPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { useTrackedPayment } from '../api/track-payment';
import { isKnownStatus, type TrackedPayment } from '../tracking-progress';
import { PaymentDetails } from './payment-details';
import { PaymentStatus } from './payment-status';
import { ChainProgressPanel } from './chain-progress';
import { ProcessingPanel } from './processing-panel';
import { TrackingHelp } from './tracking-help';
import { Pictogram } from './tracking-icons';
import { TrackingSearch } from './tracking-search';
import styles from './tracking-page.module.css';

/** The codes with a tracking message of their own; any other is generic. */
const trackingCodes = new Set(['PAYMENT_NOT_FOUND', 'INVALID_PAYMENT_ID', 'TRACKING_FAILED']);

/** Tells screen readers when the shown payment's status changes (not when a payment is opened). */
const useStatusAnnouncement = (payment: TrackedPayment | undefined): string => {
  const { t } = useTranslation(['tracking', 'common']);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<{ paymentId: string; status: string } | null>(null);
  useEffect(() => {
    if (!payment) return;
    const before = shown.current;
    if (before?.paymentId === payment.paymentId && before.status !== payment.status) {
      const status = isKnownStatus(payment.status)
        ? t(`common:statuses.${payment.status}`)
        : t('common:statuses.unknown');
      setAnnouncement(t('status.changed', { status }));
    }
    shown.current = { paymentId: payment.paymentId, status: payment.status };
  }, [payment, t]);
  return announcement;
};

/**
 * The tracking page: a payment ID search whose address follows the ID, the
 * payment's status first, a quoted crypto payment's transfer on the network (its confirmations
 * and verdict), its processing steps and details, kept current by the query service's
 * live updates (polling when they cannot stream); the help panel while there is no result.
 */
export const TrackingPage = ({ requested }: { requested: string | undefined }) => {
  const { t } = useTranslation(['tracking', 'common']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const paymentId = requested === undefined ? null : paymentIdToLookUp(requested);
  const { data, error, isLoading, mutate } = useTrackedPayment(paymentId);
  const payment = data as TrackedPayment | undefined;
  const [refreshing, setRefreshing] = useState(false);

  // The address names the payment as it is looked up: in upper case, in its path (not the
  // ?id= of the search form sent without scripts).
  const { pathname } = useLocation();
  useEffect(() => {
    if (paymentId !== null && pathname !== `/track/${paymentId}`) {
      void navigate(`/track/${paymentId}`, { replace: true });
    }
  }, [paymentId, pathname, navigate]);

  const followed =
    payment && isKnownStatus(payment.status) && !isFinalStatus(payment.status)
      ? livePaymentPath(payment.paymentId)
      : null;
  const live = useLiveUpdates(followed, (change) => {
    const stale =
      change === null ||
      change.status !== payment?.status ||
      change.updatedAt !== payment.updatedAt;
    if (stale) void mutate();
  });
  const announcement = useStatusAnnouncement(payment);

  const refresh = () => {
    setRefreshing(true);
    void mutate().finally(() => {
      setRefreshing(false);
    });
  };
  const search = (id: string) => {
    if (id === paymentId) refresh();
    else void navigate(`/track/${id}`);
  };

  const message = error
    ? trackingCodes.has(error.error.code)
      ? errorText(error.error)
      : t('lookupFailed')
    : null;

  return (
    <div className={`container container--narrow ${styles.page}`}>
      <Link to="/" className={styles.back}>
        <Pictogram name="arrowLeft" />
        {t('common:actions.backHome')}
      </Link>
      <header className={styles.header}>
        <h1 className="page-title">{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <TrackingSearch
        key={requested ?? ''}
        initial={requested ?? ''}
        initialInvalid={requested !== undefined && paymentId === null}
        busy={isLoading}
        onSearch={search}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {message !== null && !isLoading && <Alert tone="danger">{message}</Alert>}
      {isLoading && <LoadingState text={t('loading')} />}
      {payment ? (
        <div className={styles.result}>
          <PaymentStatus
            payment={payment}
            live={live}
            refreshing={refreshing}
            onRefresh={refresh}
          />
          {payment.chain_check && <ChainProgressPanel check={payment.chain_check} />}
          <ProcessingPanel payment={payment} />
          <PaymentDetails payment={payment} />
        </div>
      ) : (
        !isLoading && <TrackingHelp />
      )}
    </div>
  );
};
