import { useTranslation } from 'react-i18next';
import { transactionStatuses, type TransactionStatus } from '@ghost/events/contract';
import { Badge, type BadgeTone } from './badge';

const tones: Record<TransactionStatus, BadgeTone> = {
  pending_payment_verification: 'warning',
  pending_subscription_update: 'info',
  completed: 'success',
  failed: 'danger',
};

const isKnown = (status: string): status is TransactionStatus =>
  (transactionStatuses as readonly string[]).includes(status);

/** A payment's status as a coloured label; a value the portal does not know is "Status Unknown". */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return isKnown(status) ? (
    <Badge tone={tones[status]}>{t(`statuses.${status}`)}</Badge>
  ) : (
    <Badge tone="neutral">{t('statuses.unknown')}</Badge>
  );
};
