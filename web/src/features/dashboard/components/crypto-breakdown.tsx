import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoBreakdownEntry } from '@ghost/events/contract';
import { Card, CardHeading } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import styles from './dashboard.module.css';

/**
 * The cryptocurrency breakdown of the last 7 days: per coin, how many
 * transactions were made and the revenue they brought, largest first, with its share as a bar.
 */
export const CryptoBreakdown = ({ entries }: { entries: CryptoBreakdownEntry[] }) => {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const id = useId();
  const sorted = [...entries].sort((a, b) => b.revenue - a.revenue || b.count - a.count);
  const top = Math.max(...sorted.map((entry) => entry.revenue), 0);
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeading>
        <h2 id={id}>{t('crypto.title')}</h2>
      </CardHeading>
      {sorted.length === 0 ? (
        <p className="muted">{t('crypto.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('crypto.coin')}</th>
              <th scope="col" className={styles.number}>
                {t('crypto.count')}
              </th>
              <th scope="col" className={styles.number}>
                {t('crypto.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((entry) => (
              <tr key={entry.crypto_type}>
                <th scope="row">
                  {t(`common:coins.${entry.crypto_type}`)}
                  <span className={styles.share} aria-hidden="true">
                    <span style={{ width: `${top > 0 ? (entry.revenue / top) * 100 : 0}%` }} />
                  </span>
                </th>
                <td className={styles.number}>
                  {new Intl.NumberFormat(i18n.language).format(entry.count)}
                </td>
                <td className={styles.number}>
                  {formatMoney(entry.revenue, 'USD', i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
};
