import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, SelectField, TextField } from '@/components/ui/field';
import {
  currencyOfList,
  durationsToAdd,
  newPriceProblems,
  newPriceRequest,
  type NewPriceDraft,
} from '../price-entry-rules';
import type { PriceListChoice } from '../pricing-rules';
import type { PriceEntries } from './use-price-entries';

interface AddPriceDialogProps {
  entries: PriceEntries;
  list: PriceListChoice;
  listName: string;
  /** The durations the list has a price for already. */
  taken: readonly string[];
  /**
   * Where focus goes once a price is added (its row's price field), given the new entry's id;
   * null (or a cancel) gives it back to the button that opened the dialog.
   */
  focusAfterAdding: (id: string) => HTMLElement | null;
}

const emptyDraft: NewPriceDraft = { duration: '', price: '', active: true };

/**
 * A new price for the list on screen (POST /pricing): a duration it has no price for, the price
 * in the list's currency (by the rules of the price list), and whether it is on sale at once.
 * Focus starts on the duration; the first field to fix takes it back; Escape cancels.
 */
export const AddPriceDialog = ({
  entries,
  list,
  listName,
  taken,
  focusAfterAdding,
}: AddPriceDialogProps) => {
  const { t } = useTranslation(['settings', 'common']);
  const formId = useId();
  const [draft, setDraft] = useState<NewPriceDraft>(emptyDraft);
  const [checked, setChecked] = useState(false);
  // The entry just added: the dialog, closing, gives the focus to its row, which the list re-read
  // before the dialog closed already shows.
  const added = useRef<string | null>(null);
  const currency = currencyOfList(list);
  const problems = newPriceProblems(draft, currency);
  const durationId = `${formId}-duration`;
  const priceId = `${formId}-price`;

  const close = () => {
    setDraft(emptyDraft);
    setChecked(false);
    entries.close();
  };

  const submit = async () => {
    setChecked(true);
    if (problems.duration || draft.duration === '') {
      document.getElementById(durationId)?.focus();
      return;
    }
    if (problems.price) {
      document.getElementById(priceId)?.focus();
      return;
    }
    const item = await entries.add(newPriceRequest(list, { ...draft, duration: draft.duration }));
    if (!item) return;
    added.current = item.id;
    setDraft(emptyDraft);
    setChecked(false);
  };

  const priceProblemText = () => {
    if (!checked || !problems.price) return undefined;
    return problems.price === 'required'
      ? t('pricing.add.priceRequired')
      : t(`pricing.problems.${problems.price}`);
  };

  return (
    <Dialog
      open={entries.adding}
      title={t('pricing.add.title', { list: listName })}
      onClose={close}
      returnFocusTo={() => {
        const id = added.current;
        added.current = null;
        return id === null ? null : focusAfterAdding(id);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={entries.busy}>
            {t('pricing.add.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={entries.busy}>
            {t('pricing.add.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!entries.busy) void submit();
        }}
      >
        <SelectField
          id={durationId}
          label={t('pricing.add.duration')}
          hint={t('pricing.add.durationHint')}
          required
          data-autofocus
          value={draft.duration}
          error={checked && problems.duration ? t('pricing.add.durationRequired') : undefined}
          onChange={(event) => {
            setDraft({ ...draft, duration: event.target.value as NewPriceDraft['duration'] });
          }}
        >
          <option value="">{t('pricing.add.choose')}</option>
          {durationsToAdd(taken).map((duration) => (
            <option key={duration} value={duration}>
              {t(`common:durations.${duration}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={priceId}
          label={t('pricing.add.price', { currency })}
          hint={t('pricing.add.priceHint')}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={currency === 'JPY' ? 1 : 0.01}
          value={draft.price}
          error={priceProblemText()}
          onChange={(event) => {
            setDraft({ ...draft, price: event.target.value });
          }}
        />
        <Checkbox
          label={t('pricing.add.active')}
          checked={draft.active}
          onChange={(event) => {
            setDraft({ ...draft, active: event.target.checked });
          }}
        />
        {entries.error && <Alert tone="danger">{entries.error}</Alert>}
      </form>
    </Dialog>
  );
};
