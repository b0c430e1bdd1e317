import { useTranslation } from 'react-i18next';
import type { GiftCardRegion, SubscriptionDuration } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { formatMoney } from '@/lib/format/money';
import { monthlyCost } from '@/lib/pricing/monthly-cost';
import { isPopularTier } from '@/lib/pricing/popular-tiers';
import type { PlanPrices } from '../api/get-plan-prices';
import type { FlowMethod } from '../payment-methods';
import { ChoiceTiles } from './choice-tiles';
import styles from './duration-choice.module.css';

export interface PlanPricesState {
  data: PlanPrices | undefined;
  isLoading: boolean;
  /** Loads the prices again. */
  retry: () => void;
}

interface DurationChoiceProps {
  method: FlowMethod;
  /** The gift-card region, for the gift-card method. */
  region: GiftCardRegion | null;
  prices: PlanPricesState;
  value: SubscriptionDuration | null;
  onChange: (duration: SubscriptionDuration) => void;
  /** Switches the gift cards to the United States region, priced in dollars. */
  onUseUsRegion: () => void;
}

/**
 * The duration tiles with their prices for the chosen method: the monthly cost
 * beside each, the popular tiers marked, the built-in USD list when the prices failed to load.
 * Euro and yen gift cards have no built-in list: their prices are said to be unavailable, with
 * the dollar prices of United States gift cards offered instead, and a new try.
 */
export const DurationChoice = ({
  method,
  region,
  prices,
  value,
  onChange,
  onUseUsRegion,
}: DurationChoiceProps) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  if (prices.isLoading || !prices.data) return <LoadingState text={t('info.loadingPrices')} />;
  const { items, source } = prices.data;
  if (source === 'unavailable') {
    return (
      <Alert
        tone="warning"
        announce="status"
        title={t('info.regionPricesUnavailable.title', {
          region: t(`common:regions.${region ?? 'europe'}`),
        })}
      >
        <p>{t('info.regionPricesUnavailable.text')}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="small" onClick={onUseUsRegion}>
            {t('info.regionPricesUnavailable.useUs')}
          </Button>
          <Button variant="secondary" size="small" onClick={prices.retry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
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
      {source === 'fallback' && (
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
