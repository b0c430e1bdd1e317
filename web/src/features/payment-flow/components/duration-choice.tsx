import { useTranslation } from 'react-i18next';
import type { SubscriptionDuration } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { LoadingState } from '@/components/ui/loading-state';
import { formatMoney } from '@/lib/format/money';
import { monthlyCost } from '@/lib/pricing/monthly-cost';
import { isPopularTier } from '@/lib/pricing/popular-tiers';
import type { PlanPrices } from '../api/get-plan-prices';
import type { FlowMethod } from '../payment-methods';
import { ChoiceTiles } from './choice-tiles';
import styles from './duration-choice.module.css';

interface DurationChoiceProps {
  method: FlowMethod;
  prices: { data: PlanPrices | undefined; isLoading: boolean };
  value: SubscriptionDuration | null;
  onChange: (duration: SubscriptionDuration) => void;
}

/**
 * The duration tiles with their prices for the chosen method (public spec §2): the monthly cost
 * beside each, the popular tiers marked, the built-in USD list when the prices failed to load.
 */
export const DurationChoice = ({ method, prices, value, onChange }: DurationChoiceProps) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  if (prices.isLoading || !prices.data) return <LoadingState text={t('info.loadingPrices')} />;
  const { items, fallback } = prices.data;
  if (items.length === 0) {
    return (
      <Alert tone="warning" announce="status">
        {t('info.noPricing')}
      </Alert>
    );
  }
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <div className={styles.choice}>
      {fallback && (
        <Alert tone="info" announce="status">
          {t('info.fallbackPrices')}
        </Alert>
      )}
      <ChoiceTiles
        legend={t('info.durationTitle')}
        legendHidden
        required
        value={value}
        onChange={onChange}
        options={items.map((item) => {
          const monthly = monthlyCost(item.price, item.duration, item.currency);
          return {
            value: item.duration,
            label: t(`common:durations.${item.duration}`),
            badge: isPopularTier(method, item.duration) ? (
              <Badge tone="primary">{t('info.popular')}</Badge>
            ) : undefined,
            description:
              monthly === null
                ? t('info.oneTime')
                : t('info.perMonth', { amount: money(monthly, item.currency) }),
            aside: <strong className={styles.price}>{money(item.price, item.currency)}</strong>,
          };
        })}
      />
    </div>
  );
};
