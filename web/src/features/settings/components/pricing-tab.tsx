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
import { PriceRows } from './price-rows';
import { ChoiceGroup } from './choice-group';
import { listKey, type PricingEditor } from './use-pricing-editor';
import styles from './settings-page.module.css';

/**
 * Pricing Management (admin spec §2, §4, §5): the payment type and, for gift cards, the region
 * (Europe first); the chosen list's rows with their editable price and Active switch; the empty
 * state, and the errors of loading and saving.
 */
export const PricingTab = ({ pricing }: { pricing: PricingEditor }) => {
  const { t } = useTranslation(['settings', 'common']);
  const errorText = useErrorText();
  const { list, rows, changedLists } = pricing;

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
    return <PriceRows pricing={pricing} listName={listName} />;
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
        {body()}
      </Card>
    </div>
  );
};
