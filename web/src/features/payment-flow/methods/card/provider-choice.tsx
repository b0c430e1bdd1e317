import { useTranslation } from 'react-i18next';
import {
  cardProviders,
  servesPayerRegion,
  type CardPayerRegion,
  type CardProviderId,
} from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format/money';
import { ChoiceTiles } from '@/features/payment-flow/components/choice-tiles';
import {
  cardProviderOrder,
  isProviderAvailable,
  type ProviderProblem,
} from './provider-availability';
import styles from './card-form.module.css';

/**
 * The processors: label, what they take, their fee note, badge and minimum.
 * One whose minimum is above the amount, or that does not take payers from where this one pays,
 * is shown unavailable with the reason; choosing it says why.
 */
export const ProviderChoice = ({
  amount,
  payerRegion,
  value,
  onChange,
  problem,
}: {
  amount: number;
  payerRegion: CardPayerRegion;
  value: CardProviderId | null;
  onChange: (provider: CardProviderId) => void;
  problem: ProviderProblem | null;
}) => {
  const { t, i18n } = useTranslation('payment');
  const money = (value: number) => formatMoney(value, 'USD', i18n.language);
  return (
    <ChoiceTiles
      legend={t('card.chooseProvider')}
      hint={t('card.chooseProviderHint')}
      layout="list"
      required
      value={value}
      onChange={onChange}
      error={problem ? t(`card.problems.${problem}`) : undefined}
      options={cardProviderOrder.map((provider) => {
        const { badge, label, minimumUsd } = cardProviders[provider];
        const inRegion = servesPayerRegion(provider, payerRegion);
        const available = isProviderAvailable(provider, amount) && inRegion;
        return {
          value: provider,
          label,
          unavailable: !available,
          badge: !available ? (
            <Badge tone="neutral">{t('card.unavailable')}</Badge>
          ) : badge ? (
            <Badge tone={badge === 'popular' ? 'primary' : 'info'}>
              {t(badge === 'popular' ? 'card.badges.popular' : 'card.badges.usaOnly')}
            </Badge>
          ) : undefined,
          description: (
            <>
              {t(`card.providers.${provider}.description`)}
              <span className={styles.feeNote}>{t(`card.providers.${provider}.fees`)}</span>
              {!inRegion && <span className={styles.regionNote}>{t('card.usOnlyReason')}</span>}
            </>
          ),
          aside: (
            <span className={available ? styles.minimum : styles.minimumMissed}>
              {t('card.minimum', { amount: money(minimumUsd) })}
            </span>
          ),
        };
      })}
    />
  );
};
