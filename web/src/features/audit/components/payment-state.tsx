import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TimelineEntry } from '@ghost/events/contract';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoment } from '../moment-format';
import { formatMoney } from '@/lib/format/money';
import { auditHref } from '../audit-views';
import styles from './audit.module.css';
import { useEventName } from './timeline-list';

/**
 * The payment as it stood right after the chosen event (the fields the admin panel showed then),
 * with its history up to there, and where to go from that moment.
 */
export const PaymentState = ({ entry }: { entry: TimelineEntry }) => {
  const { t, i18n } = useTranslation(['audit', 'common']);
  const name = useEventName();
  const { payment, event } = entry;
  const yesNo = (value: boolean) => (value ? t('timeline.fields.yes') : t('timeline.fields.no'));
  return (
    <Card as="section" className={styles.state} aria-labelledby={`state-${event.position}`}>
      <h3 id={`state-${event.position}`} className={styles.stateTitle}>
        {t('timeline.stateTitle')}
      </h3>
      <p className="muted small-text">
        {t('timeline.stateAt', {
          what: name(event.type),
          time: formatMoment(event.occurredAt, i18n.language),
          position: event.position,
        })}
      </p>
      <div className={styles.stateStatus}>
        <StatusBadge status={payment.status} />
        <span className={styles.stateAmount}>
          {formatMoney(payment.amount, payment.currency, i18n.language)}
        </span>
      </div>
      <dl className={styles.stateFields}>
        <div>
          <dt>{t('timeline.fields.type')}</dt>
          <dd>{t(`common:types.${payment.type}`)}</dd>
        </div>
        <div>
          <dt>{t('timeline.fields.method')}</dt>
          <dd>{t(`common:methods.${payment.payment_method}`)}</dd>
        </div>
        <div>
          <dt>{t('timeline.fields.user')}</dt>
          <dd>{payment.user_username ?? t('timeline.fields.anonymous')}</dd>
        </div>
        <div>
          <dt>{t('timeline.fields.paymentVerified')}</dt>
          <dd>{yesNo(payment.payment_verified)}</dd>
        </div>
        <div>
          <dt>{t('timeline.fields.subscriptionUpdated')}</dt>
          <dd>{yesNo(payment.subscription_updated)}</dd>
        </div>
        {payment.notes && (
          <div>
            <dt>{t('timeline.fields.notes')}</dt>
            <dd>{payment.notes}</dd>
          </div>
        )}
      </dl>
      <h4 className={styles.subTitle}>{t('timeline.history', { count: payment.logs.length })}</h4>
      <ol className={styles.history}>
        {payment.logs.map((line) => (
          <li key={line.id}>
            <span className={styles.historyWhen}>
              {formatMoment(line.created_at, i18n.language)}
            </span>{' '}
            {line.details}
          </li>
        ))}
      </ol>
      <div className={styles.links}>
        <Link to={auditHref('books', { position: event.position })}>{t('timeline.booksThen')}</Link>
        <Link to={auditHref('events', { correlation: event.correlationId })}>
          {t('timeline.sameCorrelation')}
        </Link>
        <Link to={auditHref('events', { stream: event.streamId })}>{t('timeline.inStream')}</Link>
      </div>
    </Card>
  );
};
