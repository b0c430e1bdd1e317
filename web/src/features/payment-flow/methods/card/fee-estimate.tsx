import { useTranslation } from 'react-i18next';
import { cardProviders, estimateCardFees, type CardProviderId } from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';
import styles from './card-form.module.css';

/**
 * The starting amount, the estimated fees and the estimated total for a processor, from the fee
 * table the server shares.
 */
export const FeeEstimate = ({ provider, amount }: { provider: CardProviderId; amount: number }) => {
  const { t, i18n } = useTranslation('payment');
  const estimate = estimateCardFees(provider, Math.round(amount * 100));
  const money = (minor: number) => formatMoney(minor / 100, 'USD', i18n.language);
  return (
    <div className={styles.estimate} aria-live="polite">
      <p className={styles.estimateTitle}>
        {t('card.estimate.title', { provider: cardProviders[provider].label })}
      </p>
      <dl className={styles.estimateRows}>
        <div>
          <dt>{t('card.estimate.start')}</dt>
          <dd>{money(estimate.baseMinor)}</dd>
        </div>
        <div>
          <dt>{t('card.estimate.fees')}</dt>
          <dd>{money(estimate.feesMinor)}</dd>
        </div>
        <div className={styles.estimateTotal}>
          <dt>{t('card.estimate.total')}</dt>
          <dd>{money(estimate.totalMinor)}</dd>
        </div>
      </dl>
      <p className={styles.estimateNote}>{t('card.estimate.note')}</p>
    </div>
  );
};
