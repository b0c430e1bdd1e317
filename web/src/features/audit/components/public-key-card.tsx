import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { usePublicKey } from '../api/chain';
import styles from './audit.module.css';

/** The public key that checks the checkpoints, with its fingerprint, to keep outside the portal. */
export const PublicKeyCard = () => {
  const { t } = useTranslation('audit');
  const { data } = usePublicKey();
  return (
    <Card compact>
      <h3 className={styles.sectionTitle}>{t('chain.publicKey.title')}</h3>
      <p className="muted small-text">{t('chain.publicKey.intro')}</p>
      {data && (
        <>
          <p className={styles.fingerprintLabel}>{t('chain.publicKey.fingerprint')}</p>
          <p className={styles.fingerprint}>
            <code>{data.keyId}</code>
          </p>
          <pre className={styles.pem}>{data.publicKey.trim()}</pre>
          <div className="cluster">
            <CopyButton value={data.publicKey} what={t('what.publicKey')} size="small" />
            <CopyButton
              value={data.keyId}
              what={t('what.fingerprint')}
              size="small"
              variant="secondary"
            />
          </div>
        </>
      )}
    </Card>
  );
};
