import { useTranslation } from 'react-i18next';
import styles from './pricing-info.module.css';

const blocks = ['delivery', 'methods', 'verification'] as const;

/** Delivery within 48 hours, the payment methods, how verification works. */
export const PricingInfo = () => {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-info" className={styles.info}>
      <h2 id="pricing-info" className={styles.heading}>
        {t('info.title')}
      </h2>
      <ul className={styles.blocks}>
        {blocks.map((block) => (
          <li key={block} className={styles.block}>
            <h3 className={styles.title}>{t(`info.${block}.title`)}</h3>
            <p className={styles.text}>{t(`info.${block}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
