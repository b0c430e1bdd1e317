import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewPriceRequest, PricingItem } from '@ghost/events/contract';
import { useErrorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format/money';
import { createPrice } from '../api/create-price';
import { deletePrice } from '../api/delete-price';
import { useDurationName } from './use-duration-name';
import type { PriceRow, PricingEditor } from './use-pricing-editor';

/**
 * Adding a price entry to the list on screen (POST /pricing) and deleting one (DELETE
 * /pricing/{id}), each in a dialog; the list is read again after each, and what was done is
 * said in a status message. These are saved at once, apart from the edits the save bar saves.
 */
export const usePriceEntries = (pricing: PricingEditor) => {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const errorText = useErrorText();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PriceRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  // Set with the close of the dialog, in the same render: the dialog gives focus back on that
  // close, and the deleted row's button may not have left the page yet on a slow machine.
  const [deleted, setDeleted] = useState(false);

  const durationName = useDurationName();

  const add = useCallback(
    async (body: NewPriceRequest): Promise<PricingItem | null> => {
      setBusy(true);
      setError(null);
      const answer = await createPrice(body);
      if (answer.error) {
        setBusy(false);
        setError(`${t('pricing.add.failed')}: ${errorText(answer.error)}`);
        return null;
      }
      const { item } = answer.data;
      // Its row is on the page before the dialog closes, to take the focus.
      await pricing.showAdded(item);
      setBusy(false);
      setAdding(false);
      setNews(
        t('pricing.add.done', {
          duration: durationName(item.duration),
          price: formatMoney(item.price, item.currency, i18n.language),
        }),
      );
      return item;
    },
    [durationName, errorText, i18n.language, pricing, t],
  );

  const remove = useCallback(async () => {
    const row = deleting;
    if (!row?.item.id) return;
    setBusy(true);
    setError(null);
    const answer = await deletePrice(row.item.id);
    if (answer.error) {
      setBusy(false);
      setError(`${t('pricing.delete.failed')}: ${errorText(answer.error)}`);
      return;
    }
    await pricing.reload();
    pricing.forgetEdits(row.key);
    setBusy(false);
    setDeleting(null);
    setDeleted(true);
    setNews(t('pricing.delete.done', { duration: durationName(row.item.duration) }));
  }, [deleting, durationName, errorText, pricing, t]);

  return {
    adding,
    deleting,
    busy,
    error,
    news,
    /** Whether the last deletion dialog ended with the price deleted. */
    deleted,
    durationName,
    openAdd: () => {
      setError(null);
      setNews(null);
      setAdding(true);
    },
    openDelete: (row: PriceRow) => {
      setError(null);
      setNews(null);
      setDeleted(false);
      setDeleting(row);
    },
    close: () => {
      if (busy) return;
      setAdding(false);
      setDeleting(null);
      setError(null);
    },
    add,
    remove,
  };
};

export type PriceEntries = ReturnType<typeof usePriceEntries>;
