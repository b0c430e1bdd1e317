import { useTranslation } from 'react-i18next';
import type { CardQueueSummary } from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';
import styles from './card-payments-page.module.css';

/** The Awaiting count and the Total Value in USD of the whole queue (admin spec §2). */
export const QueueTiles = ({ summary }: { summary: CardQueueSummary | undefined }) => {
  const { t, i18n } = useTranslation('cardPayments');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className={styles.tiles}>
      <div className={styles.tile}>
        <dt>{t('tiles.awaiting')}</dt>
        <dd className={styles.tileValue}>{summary ? number.format(summary.count) : '—'}</dd>
        <dd className={styles.tileHint}>{t('tiles.awaitingHint')}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('tiles.totalValue')}</dt>
        <dd className={styles.tileValue}>
          {summary ? formatMoney(summary.totalValueUsd, 'USD', i18n.language) : '—'}
        </dd>
        <dd className={styles.tileHint}>{t('tiles.totalValueHint')}</dd>
      </div>
    </dl>
  );
};
