import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import styles from './card-payments-page.module.css';

/**
 * The info boxes about manual PayGate verification and monitoring; the roles
 * note says the check is every admin's, the status update after it a super admin's.
 */
export const QueueInfo = () => {
  const { t } = useTranslation('cardPayments');
  return (
    <div className={styles.infoGrid}>
      <Alert tone="info" announce="none" title={t('info.manualTitle')}>
        <p>{t('info.manualText')}</p>
        <p>{t('info.rolesText')}</p>
      </Alert>
      <Alert tone="info" announce="none" title={t('info.monitoringTitle')}>
        <p>{t('info.monitoringText')}</p>
      </Alert>
    </div>
  );
};

/** The monitoring guide panel: what to do with a payment in the queue, step by step. */
export const MonitoringGuide = () => {
  const { t } = useTranslation('cardPayments');
  return (
    <Card as="aside" aria-labelledby="monitoring-guide-title">
      <h2 id="monitoring-guide-title" className={styles.sectionTitle}>
        {t('guide.title')}
      </h2>
      <ol className={styles.guide}>
        <li>{t('guide.find')}</li>
        <li>{t('guide.check')}</li>
        <li>{t('guide.paid')}</li>
        <li>{t('guide.unpaid')}</li>
        <li>{t('guide.failed')}</li>
      </ol>
    </Card>
  );
};
