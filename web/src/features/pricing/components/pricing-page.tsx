import { useTranslation } from 'react-i18next';
import { PaymentChoices } from './payment-choices';
import { PriceList } from './price-list';
import { PricingInfo } from './pricing-info';
import styles from './pricing-page.module.css';

/** The pricing page: the live prices per method, what to know, where to pay. */
export const PricingPage = () => {
  const { t } = useTranslation('pricing');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <h1 className={`page-title ${styles.title}`}>{t('header.title')}</h1>
          <p className={styles.lead}>{t('header.lead')}</p>
        </div>
        <PaymentChoices />
      </header>
      <PriceList />
      <PricingInfo />
      <section className={styles.cta} aria-labelledby="pricing-cta">
        <div>
          <h2 id="pricing-cta" className={styles.ctaTitle}>
            {t('cta.title')}
          </h2>
          <p className={styles.ctaText}>{t('cta.text')}</p>
        </div>
        <PaymentChoices size="large" />
      </section>
    </div>
  );
};
