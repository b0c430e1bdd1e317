import { useTranslation } from 'react-i18next';
import { cardProviders, type CardProviderId } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format/money';
import { ChoiceTiles } from '@/features/payment-flow/components/choice-tiles';
import {
  cardProviderOrder,
  isProviderAvailable,
  type ProviderProblem,
} from './provider-availability';
import styles from './card-form.module.css';

/** A badge for the processors that have one (public spec §3). */
const badges: Partial<Record<CardProviderId, 'popular' | 'usaOnly'>> = {
  ramp: 'popular',
  stripe_usa: 'usaOnly',
};

/**
 * The processors (public spec §3, §9): label, what they take, their fee note and minimum. One
 * whose minimum is above the amount is shown unavailable; choosing it says why.
 */
export const ProviderChoice = ({
  amount,
  value,
  onChange,
  problem,
}: {
  amount: number;
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
        const available = isProviderAvailable(provider, amount);
        const badge = badges[provider];
        return {
          value: provider,
          label: cardProviders[provider].label,
          unavailable: !available,
          badge: !available ? (
            <Badge tone="neutral">{t('card.unavailable')}</Badge>
          ) : badge ? (
            <Badge tone={badge === 'popular' ? 'primary' : 'info'}>
              {t(`card.badges.${badge}`)}
            </Badge>
          ) : undefined,
          description: (
            <>
              {t(`card.providers.${provider}.description`)}
              <span className={styles.feeNote}>{t(`card.providers.${provider}.fees`)}</span>
            </>
          ),
          aside: (
            <span className={available ? styles.minimum : styles.minimumMissed}>
              {t('card.minimum', { amount: money(cardProviders[provider].minimumUsd) })}
            </span>
          ),
        };
      })}
    />
  );
};
