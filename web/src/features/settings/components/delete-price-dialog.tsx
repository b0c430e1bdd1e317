import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { formatMoney } from '@/lib/format/money';
import type { PriceEntries } from './use-price-entries';

interface DeletePriceDialogProps {
  entries: PriceEntries;
  listName: string;
  /** Where focus goes once the row is gone. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Asks before a price entry is deleted (DELETE /pricing/{id}): which one, that its duration is
 * then no longer offered, and that payments made at it keep it. Focus starts on Cancel, the safe
 * answer; Enter on Delete confirms, Escape cancels.
 */
export const DeletePriceDialog = ({ entries, listName, returnFocusTo }: DeletePriceDialogProps) => {
  const { t, i18n } = useTranslation('settings');
  const row = entries.deleting;
  return (
    <ActionDialog
      open={row !== null}
      formKey={row?.key ?? ''}
      title={t('pricing.delete.title')}
      warning={t('pricing.delete.irreversible')}
      cancelLabel={t('pricing.add.cancel')}
      confirmLabel={t('pricing.delete.confirm')}
      confirmVariant="danger"
      busy={entries.busy}
      error={entries.error}
      onConfirm={() => void entries.remove()}
      onCancel={entries.close}
      returnFocusTo={returnFocusTo}
      focus="cancel"
    >
      {row && (
        <>
          <p>
            {t('pricing.delete.text', {
              duration: entries.durationName(row.item.duration),
              list: listName,
              price: formatMoney(row.item.price, row.item.currency, i18n.language),
            })}
          </p>
          <p className="muted">{t('pricing.delete.kept')}</p>
        </>
      )}
    </ActionDialog>
  );
};
