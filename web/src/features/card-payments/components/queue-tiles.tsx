import { useTranslation } from 'react-i18next';
import type { CardQueueSummary } from '@ghost/events/contract';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatMoney } from '@/lib/format/money';

/** The Awaiting count and the Total Value in USD of the whole queue. */
export const QueueTiles = ({ summary }: { summary: CardQueueSummary | undefined }) => {
  const { t, i18n } = useTranslation('cardPayments');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <StatTiles
      large
      tiles={[
        {
          label: t('tiles.awaiting'),
          value: summary ? number.format(summary.count) : '—',
          hint: t('tiles.awaitingHint'),
        },
        {
          label: t('tiles.totalValue'),
          value: summary ? formatMoney(summary.totalValueUsd, 'USD', i18n.language) : '—',
          hint: t('tiles.totalValueHint'),
        },
      ]}
    />
  );
};
