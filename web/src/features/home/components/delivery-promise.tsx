import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import styles from './delivery-promise.module.css';

/** Delivery within 48 hours of the payment, rarely up to 72. */
export const DeliveryPromise = () => {
  const { t } = useTranslation('home');
  return (
    <section className={styles.box} aria-labelledby="delivery-promise">
      <span className={styles.icon}>
        <Icon name="clock" weight={2} />
      </span>
      <div className={styles.body}>
        <h2 id="delivery-promise" className={styles.title}>
          {t('delivery.title')}
        </h2>
        <p className={styles.text}>{t('delivery.text')}</p>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('delivery.usualLabel')}</dt>
          <dd className={styles.value}>{t('delivery.usual')}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('delivery.mostLabel')}</dt>
          <dd className={styles.value}>{t('delivery.most')}</dd>
        </div>
      </dl>
    </section>
  );
};
