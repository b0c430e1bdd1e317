import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ExportOutcome } from './use-csv-export';
import type { PaymentLabels } from './use-payment-labels';

/** What the export came to: how many rows the file holds, or 'Failed to export data'. */
export const ExportOutcomeNotice = ({
  outcome,
  onDismiss,
  labels,
}: {
  outcome: ExportOutcome;
  onDismiss: () => void;
  labels: PaymentLabels;
}) => {
  const { t } = useTranslation('transactions');
  const dismiss = (
    <Button variant="ghost" size="small" onClick={onDismiss}>
      {t('feedback.dismiss')}
    </Button>
  );
  if (outcome.kind === 'error') {
    return (
      <Alert tone="danger" title={t('errors.export')} action={dismiss}>
        <p>{outcome.text}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="success" announce="status" action={dismiss}>
      <p>
        {outcome.total > outcome.count
          ? t('feedback.exportCapped', {
              count: labels.number(outcome.count),
              total: labels.number(outcome.total),
            })
          : t('feedback.exported', { count: outcome.count })}
      </p>
    </Alert>
  );
};
