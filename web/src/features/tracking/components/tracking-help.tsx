import { useTranslation } from 'react-i18next';
import { paymentIdExample, paymentIdFormat } from '../payment-id';
import styles from './tracking-help.module.css';

/**
 * With no result: what a payment ID looks like (in its enhanced format, 22
 * random characters after the timestamp), where it comes from, that its case does not matter,
 * how long each method takes, and that e-mails follow the payment.
 */
export const TrackingHelp = () => {
  const { t } = useTranslation('tracking');
  const times = [
    { method: t('help.times.card'), time: t('help.times.cardTime') },
    { method: t('help.times.crypto'), time: t('help.times.upTo48') },
    { method: t('help.times.giftCard'), time: t('help.times.upTo48') },
    { method: t('help.times.voucher'), time: t('help.times.upTo48') },
  ];
  return (
    <section className={styles.help} aria-labelledby="tracking-help">
      <h2 id="tracking-help" className={styles.title}>
        {t('help.title')}
      </h2>
      <p className={styles.text}>{t('help.format', { format: paymentIdFormat })}</p>
      <p className={styles.example}>
        <code>{paymentIdExample}</code>
      </p>
      <ul className={styles.facts}>
        <li>{t('help.enhancedFormat')}</li>
        <li>{t('help.given')}</li>
        <li>{t('help.caseInsensitive')}</li>
      </ul>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('help.timesTitle')}</h3>
        <dl className={styles.times}>
          {times.map(({ method, time }) => (
            <div key={method} className={styles.time}>
              <dt>{method}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('help.emailTitle')}</h3>
        <p className={styles.text}>{t('help.email')}</p>
      </div>
    </section>
  );
};
