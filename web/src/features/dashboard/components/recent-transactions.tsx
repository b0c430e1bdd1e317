import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeading } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusBadge } from '@/components/ui/status-badge';
import { useNow } from '@/hooks/use-now';
import { formatMoney } from '@/lib/format/money';
import type { RecentTransactionsAnswer } from '@ghost/events/contract';
import styles from './dashboard.module.css';

interface RecentTransactionsProps {
  answer: RecentTransactionsAnswer | undefined;
  failed: boolean;
}

/** The five most recent transactions, with how long ago each was made. */
export const RecentTransactions = ({ answer, failed }: RecentTransactionsProps) => {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const id = useId();
  const now = useNow(30_000);
  const rows = answer?.transactions ?? [];
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeading>
        <h2 id={id}>{t('recent.title')}</h2>
        <Link to="/admin/transactions" className={styles.viewAll}>
          {t('recent.viewAll')}
        </Link>
      </CardHeading>
      {!answer && failed && <Alert tone="danger">{t('recent.failed')}</Alert>}
      {!answer && !failed && <LoadingState />}
      {answer && rows.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('recent.empty')}</p>
          <p className="muted">{t('recent.emptyText')}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.recent}>
          {rows.map((row) => (
            <li key={row.id} className={styles.recentRow}>
              <span className={styles.recentMain}>
                <span className={styles.paymentId}>{row.payment_id}</span>
                <span className={styles.recentMeta}>
                  {row.user_username ?? t('recent.anonymous')}
                  {' · '}
                  {t(`common:types.${row.type}`)}
                  {' · '}
                  {t(`common:methods.${row.payment_method}`)}
                </span>
              </span>
              <span className={styles.recentSide}>
                <span className={styles.amount}>
                  {formatMoney(row.amount, row.currency, i18n.language)}
                </span>
                <StatusBadge status={row.status} />
                <RelativeTime iso={row.created_at} now={now} className={styles.when} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
