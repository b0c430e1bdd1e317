import { useTranslation } from 'react-i18next';
import type { ChainCheckView } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { Icon, type IconName } from '@/components/ui/icons';
import { chainCheckLook, isKnownChainStatus, shownConfirmations } from '../chain-check';

const icons = { attention: 'alert', settled: 'check', progress: 'clock' } as const satisfies Record<
  string,
  IconName
>;

/**
 * A quoted crypto payment's chain check on its row, card and detail: "Chain: underpaid" (amber or
 * red: it needs a look), "Chain: matched" (green), "Chain: 1 of 3" while it is being read. The
 * words carry the meaning, the colour and pictogram repeat it. Nothing without a chain check.
 */
export const ChainCheckMark = ({ check }: { check: ChainCheckView | null }) => {
  const { t } = useTranslation('transactions');
  if (check === null || !isKnownChainStatus(check.status)) return null;
  const look = chainCheckLook(check.status);
  const text =
    check.status === 'confirming'
      ? t('chainCheck.badges.confirming', {
          seen: shownConfirmations(check),
          required: check.required_confirmations,
        })
      : t(`chainCheck.badges.${check.status}`);
  return (
    <Badge tone={look.tone}>
      <Icon name={icons[look.kind]} size="1em" />
      {text}
    </Badge>
  );
};
