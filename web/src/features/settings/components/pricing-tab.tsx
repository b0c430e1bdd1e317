import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pricingPaymentTypes,
  pricingRegions,
  giftCardRegionCurrencies,
} from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeading } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useErrorText } from '@/lib/error-text';
import { durationsToAdd } from '../price-entry-rules';
import { AddPriceDialog } from './add-price-dialog';
import { ChoiceGroup } from './choice-group';
import { DeletePriceDialog } from './delete-price-dialog';
import { PriceRows } from './price-rows';
import { usePriceEntries } from './use-price-entries';
import { listKey, priceFieldId, type PricingEditor } from './use-pricing-editor';
import styles from './settings-page.module.css';

/**
 * Pricing Management: the payment type and, for gift cards, the
 * region (Europe first); the chosen list's rows with their editable price and Active switch; a
 * price added (POST /pricing) or deleted (DELETE /pricing/{id}) in a dialog; the empty state,
 * and the errors of loading and saving.
 */
export const PricingTab = ({ pricing }: { pricing: PricingEditor }) => {
  const { t } = useTranslation(['settings', 'common']);
  const errorText = useErrorText();
  const entries = usePriceEntries(pricing);
  const addButton = useRef<HTMLButtonElement>(null);
  const deleteOpener = useRef<HTMLElement | null>(null);
  const { list, rows, changedLists } = pricing;
  const taken = rows.map((row) => row.item.duration);
  const canAdd = durationsToAdd(taken).length > 0;

  const typeName = (type: (typeof pricingPaymentTypes)[number]) => t(`pricing.types.${type}`);
  const listName =
    list.region === null
      ? typeName(list.type)
      : t('pricing.listWithRegion', {
          type: typeName(list.type),
          region: t(`common:regions.${list.region}`),
        });

  const body = () => {
    if (pricing.loadError) {
      return (
        <Alert
          tone="danger"
          title={t('pricing.loadFailed')}
          action={
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void pricing.reload();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          }
        >
          <p>{errorText(pricing.loadError.error, t('pricing.loadFailed'))}</p>
        </Alert>
      );
    }
    if (pricing.loading) return <LoadingState />;
    if (pricing.corrupted) {
      return (
        <Alert tone="danger" title={t('pricing.corruptedLoad')}>
          <p>{t('pricing.corruptedHelp')}</p>
        </Alert>
      );
    }
    if (rows.length === 0) {
      return (
        <EmptyState title={t('pricing.empty.title', { list: listName })}>
          {t('pricing.empty.text')}
        </EmptyState>
      );
    }
    return (
      <PriceRows
        pricing={pricing}
        listName={listName}
        onDelete={(row, from) => {
          deleteOpener.current = from;
          entries.openDelete(row);
        }}
      />
    );
  };

  const error = pricing.saveError;
  return (
    <div className={styles.tabBody}>
      <Card aria-labelledby="price-list-title">
        <CardHeading>
          <h2 id="price-list-title">{t('pricing.title')}</h2>
        </CardHeading>
        <p className={styles.cardIntro}>{t('pricing.intro')}</p>
        <div className={styles.listChoice}>
          <ChoiceGroup
            name="pricing-type"
            legend={t('pricing.type')}
            value={list.type}
            options={pricingPaymentTypes.map((type) => ({
              value: type,
              label: typeName(type),
              changed: [...changedLists].some((key) => key.split('.')[0] === type),
            }))}
            onChange={pricing.chooseType}
          />
          {list.region !== null && (
            <ChoiceGroup
              name="pricing-region"
              legend={t('pricing.region')}
              value={list.region}
              options={pricingRegions.map((region) => ({
                value: region,
                label: t('pricing.regionOption', {
                  region: t(`common:regions.${region}`),
                  currency: giftCardRegionCurrencies[region],
                }),
                changed: changedLists.has(listKey({ type: list.type, region })),
              }))}
              onChange={pricing.chooseRegion}
            />
          )}
        </div>
        <div className={styles.saveNews} role="alert">
          {error && (
            <Alert tone="danger" announce="none" title={t(`pricing.saveErrors.${error.kind}`)}>
              {error.kind === 'failed' && (
                <p>{errorText(error.error, t('pricing.saveErrors.failed'))}</p>
              )}
            </Alert>
          )}
        </div>
        {!pricing.loading && !pricing.loadError && !pricing.corrupted && (
          <div className={styles.priceTools}>
            <Button
              ref={addButton}
              data-action="addPrice"
              variant="secondary"
              size="small"
              disabled={!canAdd}
              aria-describedby={canAdd ? undefined : 'price-list-full'}
              onClick={entries.openAdd}
            >
              {t('pricing.add.open')}
            </Button>
            {!canAdd && (
              <span id="price-list-full" className="muted">
                {t('pricing.add.full')}
              </span>
            )}
          </div>
        )}
        <div role="status" className={styles.priceNews}>
          {entries.news && <Alert tone="success">{entries.news}</Alert>}
        </div>
        {body()}
      </Card>
      <AddPriceDialog
        entries={entries}
        list={list}
        listName={listName}
        taken={taken}
        focusAfterAdding={(id) => document.getElementById(priceFieldId(id))}
      />
      <DeletePriceDialog
        entries={entries}
        listName={listName}
        returnFocusTo={() =>
          entries.deleted || !deleteOpener.current?.isConnected
            ? addButton.current
            : deleteOpener.current
        }
      />
    </div>
  );
};
