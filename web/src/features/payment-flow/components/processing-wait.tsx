import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import styles from './processing-wait.module.css';

/** The 2-second wait after a payment is submitted, announced politely. */
export const ProcessingWait = () => {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.wait} role="status">
      <Spinner size="large" decorative />
      <p className={styles.title}>{t('processing.title')}</p>
      <p className="muted">{t('processing.text')}</p>
    </div>
  );
};
