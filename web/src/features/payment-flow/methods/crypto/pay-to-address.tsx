import { useTranslation } from 'react-i18next';
import type { CryptoType } from '@ghost/events/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { QrCode } from '@/components/ui/qr-code';
import { coinDetails } from './coins';
import styles from './crypto-form.module.css';

/**
 * Where to send the coin: the QR code of the address (first, so a phone shows it without
 * scrolling), the amount, the network, the address with a copy action and its explorer page.
 */
export const PayToAddress = ({
  coin,
  address,
  amount,
}: {
  coin: CryptoType;
  address: string;
  /** Null while a donation's amount is not typed yet. */
  amount: string | null;
}) => {
  const { t } = useTranslation(['payment', 'common']);
  const coinName = t(`common:coins.${coin}`);
  const explorer = coinDetails[coin].explorer;
  return (
    <div className={styles.payTo}>
      <div className={styles.qr}>
        <QrCode value={address} label={t('crypto.qrLabel', { coin: coinName })} />
      </div>
      <div className={styles.details}>
        <p className={styles.due}>
          {t('crypto.sendLabel', { coin: coinName })}
          {amount !== null && <strong className={styles.dueAmount}>{amount}</strong>}
        </p>
        <p className={styles.network}>
          <span className="muted">{t('crypto.network')}</span>{' '}
          <strong>{t(`crypto.networks.${coin}`)}</strong>
        </p>
        <div className={styles.addressBlock}>
          <p className={styles.addressLabel}>{t('crypto.address', { coin: coinName })}</p>
          <p className={styles.address}>
            <code>{address}</code>
          </p>
          <div className={styles.addressActions}>
            <CopyButton value={address} what={t('crypto.addressWhat', { coin: coinName })} />
            <a href={explorer.addressUrl(address)} target="_blank" rel="noopener noreferrer">
              {t('crypto.explorer', { explorer: explorer.name })}
              <span className="visually-hidden"> {t('common:footer.externalHint')}</span>
            </a>
          </div>
        </div>
      </div>
    </div>
  );
};
