import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { voucherSellers } from '@/config/voucher-sellers';
import styles from './voucher-form.module.css';

/** Four external sellers with instant delivery; each opens in a new tab. */
export const VoucherSellers = () => {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <section className={styles.sellers} aria-labelledby="voucher-sellers-title">
      <h3 id="voucher-sellers-title" className={styles.sellersTitle}>
        {t('voucher.sellersTitle')}
      </h3>
      <ul className={styles.sellerList}>
        {voucherSellers.map((seller) => (
          <li key={seller.name}>
            <a
              className={styles.seller}
              href={seller.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className={styles.sellerName}>{seller.name}</span>
              <Badge tone="success">{t('voucher.instant')}</Badge>
              <span className="visually-hidden"> {t('common:footer.externalHint')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
