import { useTranslation } from 'react-i18next';
import { cryptoTypes } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { AddressField } from './address-field';
import type { SettingsEditor } from './use-settings-editor';
import styles from './settings-page.module.css';

/**
 * Crypto Addresses: the six coins, each with its receiving address, checked
 * for its network's format as typed, and its QR code (a preview as typed, the server's once
 * saved).
 */
export const CryptoAddressesTab = ({ editor }: { editor: SettingsEditor }) => {
  const { t } = useTranslation('settings');
  const { draft, baseline, qr } = editor;
  if (!draft || !baseline || !qr) return null;
  return (
    <div className={styles.tabBody}>
      <Alert tone="info">
        <p>{t('crypto.intro')}</p>
      </Alert>
      <div className={styles.addressGrid}>
        {cryptoTypes.map((coin) => (
          <AddressField key={coin} coin={coin} editor={editor} savedQr={qr[coin]} />
        ))}
      </div>
    </div>
  );
};
