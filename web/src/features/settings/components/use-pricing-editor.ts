import { useCallback, useMemo, useState } from 'react';
import type { PricingItem, PricingPaymentType, PricingRegion } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { useAdminPricing } from '../api/get-admin-pricing';
import { savePricing } from '../api/save-pricing';
import {
  bulkSaveOf,
  chooseType,
  compareDurationNames,
  isInList,
  readPriceEntry,
  priceProblem,
  priceText,
  readPriceInput,
  type EditablePrice,
  type PriceListChoice,
  type PriceProblem,
} from '../pricing-rules';
import { useSaveState } from './save-state';

/** What the admin changed on a row and has not saved: the price as typed, the active flag. */
interface PriceEdit {
  price?: string;
  active?: boolean;
}

export interface PriceRow {
  key: string;
  item: EditablePrice;
  priceInput: string;
  active: boolean;
  changed: boolean;
  problem: PriceProblem | null;
}

export type PricingSaveOutcome =
  { kind: 'saved' } | { kind: 'problems'; first: string } | { kind: 'failed' };

export type PricingSaveError =
  { kind: 'corrupted' } | { kind: 'nothing' } | { kind: 'failed'; error: ApiError };

/** A list's name for the marks of unsaved changes: `card`, `nintendo-eshop.japan`. */
export const listKey = ({ type, region }: { type: string; region: string | null }) =>
  region === null ? type : `${type}.${region}`;

/** A price field's id, so a refused save can move focus to it. */
export const priceFieldId = (rowKey: string) => `price-${rowKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** A row's key: its id, or its place in the answer for an entry without one. */
const rowKey = (item: EditablePrice, index: number) => item.id ?? `#${String(index)}`;

const applyEdit = (item: EditablePrice, edit: PriceEdit | undefined): EditablePrice => ({
  ...item,
  price: edit?.price === undefined ? item.price : readPriceInput(edit.price),
  is_active: edit?.active ?? item.is_active,
});

const isChanged = (item: EditablePrice, edit: PriceEdit | undefined) => {
  const edited = applyEdit(item, edit);
  return edited.price !== item.price || edited.is_active !== item.is_active;
};

/**
 * The Pricing Management tab: the chosen list, the rows with their
 * edits, the lists holding unsaved changes, and the save of the chosen list through
 * PUT /pricing/bulk/update.
 */
export const usePricingEditor = () => {
  const pricing = useAdminPricing();
  const [list, setList] = useState<PriceListChoice>({ type: 'card', region: null });
  const [edits, setEdits] = useState<Record<string, PriceEdit>>({});
  const [problems, setProblems] = useState<Record<string, PriceProblem>>({});
  const [saveError, setSaveError] = useState<PricingSaveError | null>(null);
  const [savedCount, setSavedCount] = useState<number | null>(null);
  const save = useSaveState();

  const loaded = pricing.data;
  const items = useMemo(() => (loaded && 'items' in loaded ? loaded.items : null), [loaded]);

  const rows: PriceRow[] = useMemo(
    () =>
      (items ?? [])
        .map((item, index) => ({ item, key: rowKey(item, index) }))
        .filter(({ item }) => isInList(item, list))
        .sort((a, b) => compareDurationNames(a.item.duration, b.item.duration))
        .map(({ item, key }) => {
          const edit = edits[key];
          return {
            key,
            item,
            priceInput: edit?.price ?? priceText(item.price, item.currency),
            active: edit?.active ?? item.is_active,
            changed: isChanged(item, edit),
            problem: problems[key] ?? null,
          };
        }),
    [items, list, edits, problems],
  );

  const changedLists = useMemo(() => {
    const lists = new Set<string>();
    (items ?? []).forEach((item, index) => {
      if (isChanged(item, edits[rowKey(item, index)]))
        lists.add(listKey({ type: item.payment_type, region: item.region }));
    });
    return lists;
  }, [items, edits]);

  const edit = useCallback(
    (key: string, change: PriceEdit) => {
      setEdits((current) => ({ ...current, [key]: { ...current[key], ...change } }));
      setProblems(({ [key]: _solved, ...rest }) => rest);
      setSaveError(null);
      save.idle();
    },
    [save],
  );

  /** A price left as no number becomes 0, shown as such. */
  const settlePrice = useCallback(
    (row: PriceRow) => {
      const typed = row.priceInput.trim();
      if (typed === '' || !Number.isFinite(Number(typed))) {
        edit(row.key, { price: priceText(0, row.item.currency) });
      }
    },
    [edit],
  );

  const submit = useCallback(async (): Promise<PricingSaveOutcome> => {
    if (!loaded) return { kind: 'failed' };
    setSaveError(null);
    setSavedCount(null);
    // What the editor holds: the entries with their edits, or the answer that was no list.
    const data = items
      ? items.map((item, index) => applyEdit(item, edits[rowKey(item, index)]))
      : loaded;
    const body = bulkSaveOf(data, list);
    if (body.kind !== 'items') {
      setSaveError({ kind: body.kind });
      return { kind: 'failed' };
    }
    const found: Record<string, PriceProblem> = {};
    for (const row of rows) {
      const problem = priceProblem(readPriceInput(row.priceInput), row.item.currency);
      if (problem) found[row.key] = problem;
    }
    const firstProblem = rows.find((row) => found[row.key]);
    if (firstProblem) {
      setProblems(found);
      return { kind: 'problems', first: firstProblem.key };
    }
    save.saving();
    const answer = await savePricing(body.items);
    if (answer.error) {
      save.idle();
      setSaveError({ kind: 'failed', error: answer.error });
      return { kind: 'failed' };
    }
    // The rows show the saved entries once re-read, then forget their edits.
    await pricing.mutate();
    const saved = new Set(rows.map((row) => row.key));
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !saved.has(key))),
    );
    setSavedCount(answer.data.saved);
    save.saved();
    return { kind: 'saved' };
  }, [loaded, items, edits, list, rows, save, pricing]);

  return {
    loadError: loaded ? null : (pricing.error ?? null),
    corrupted: loaded !== undefined && 'corrupted' in loaded,
    reload: () => pricing.mutate(),
    /**
     * Shows a price just added at once, as the server answered it, then reads the list again. A
     * reload alone could answer from before it: the read models may not hold it yet, and a re-read
     * another change started (live) supersedes the reload's own, whose answer SWR then drops.
     */
    showAdded: (added: PricingItem) => {
      const shown = readPriceEntry(added);
      return pricing.mutate(
        (current) =>
          current && 'items' in current && shown
            ? { items: [...current.items.filter((item) => item.id !== added.id), shown] }
            : current,
        { revalidate: true },
      );
    },
    list,
    chooseType: (type: PricingPaymentType) => {
      setList((current) => chooseType(type, current));
    },
    chooseRegion: (region: PricingRegion) => {
      setList((current) => ({ ...current, region }));
    },
    rows,
    changed: changedLists.size > 0,
    changedLists,
    setPrice: (key: string, price: string) => {
      edit(key, { price });
    },
    setActive: (key: string, active: boolean) => {
      edit(key, { active });
    },
    /** Drops what was edited on an entry that is gone (deleted), so a new one starts clean. */
    forgetEdits: (key: string) => {
      setEdits(({ [key]: _gone, ...rest }) => rest);
      setProblems(({ [key]: _gone, ...rest }) => rest);
    },
    settlePrice,
    submit,
    saveState: save.state,
    saveError,
    savedCount,
    loading: !loaded && !pricing.error,
  };
};

export type PricingEditor = ReturnType<typeof usePricingEditor>;
