import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardHeading } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icons';
import styles from './dashboard.module.css';

interface Action {
  key: 'verify' | 'subscriptions' | 'export';
  to: string;
  icon: IconName;
  count?: number;
}

/**
 * Quick actions: the payments awaiting verification, those awaiting their
 * subscription, and the export, each a link into Payment Validation with its query.
 */
export const QuickActions = ({
  awaitingPayment,
  awaitingSubscription,
}: {
  awaitingPayment: number;
  awaitingSubscription: number;
}) => {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const actions: Action[] = [
    {
      key: 'verify',
      to: '/admin/transactions?status=pending_payment_verification',
      icon: 'shield',
      count: awaitingPayment,
    },
    {
      key: 'subscriptions',
      to: '/admin/transactions?status=pending_subscription_update',
      icon: 'gift',
      count: awaitingSubscription,
    },
    { key: 'export', to: '/admin/transactions?export=true', icon: 'export' },
  ];
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeading>
        <h2 id={id}>{t('actions.title')}</h2>
      </CardHeading>
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.key}>
            <Link to={action.to} className={styles.action}>
              <span className={styles.actionIcon} aria-hidden="true">
                <Icon name={action.icon} />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionLabel}>{t(`actions.${action.key}`)}</span>
                <span className={styles.actionNote}>{t(`actions.${action.key}Note`)}</span>
              </span>
              {action.count !== undefined && (
                <span className={styles.actionCount}>
                  {new Intl.NumberFormat(i18n.language).format(action.count)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
