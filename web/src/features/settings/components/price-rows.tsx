import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useWiderThan } from '@/hooks/use-wider-than';
import { useDurationName } from './use-duration-name';
import { priceFieldId, type PriceRow, type PricingEditor } from './use-pricing-editor';
import styles from './price-rows.module.css';

/** Below this width (of the list itself) each price is a card instead of a table row. */
const tableMinWidth = 640;

/**
 * The chosen list's prices: the duration, the price to edit (a number from
 * 0, in steps of 0.01, whole yen for JPY), the currency, the Active switch, the entry's ID, and
 * its deletion (confirmed in a dialog).
 */
export const PriceRows = ({
  pricing,
  listName,
  onDelete,
}: {
  pricing: PricingEditor;
  listName: string;
  /** Asks to delete an entry (one with an ID), from its Delete button. */
  onDelete: (row: PriceRow, from: HTMLElement) => void;
}) => {
  const { t } = useTranslation(['settings', 'common']);
  const box = useRef<HTMLDivElement>(null);
  const wide = useWiderThan(box, tableMinWidth);
  const { rows } = pricing;
  const active = rows.filter((row) => row.active).length;

  const durationName = useDurationName();

  const priceInput = (row: PriceRow, labelHidden: boolean) => {
    const id = priceFieldId(row.key);
    const errorId = `${id}-error`;
    const duration = durationName(row.item.duration);
    return (
      <div className={styles.priceField}>
        {labelHidden ? (
          <label htmlFor={id} className="visually-hidden">
            {t('pricing.priceFor', { duration })}
          </label>
        ) : (
          <label htmlFor={id} className={styles.fieldLabel}>
            {t('pricing.columns.price')}
            <span className="visually-hidden"> · {duration}</span>
          </label>
        )}
        <span className={styles.priceControl}>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            step={row.item.currency === 'JPY' ? 1 : 0.01}
            className={styles.priceInput}
            value={row.priceInput}
            aria-invalid={row.problem ? true : undefined}
            aria-describedby={row.problem ? errorId : undefined}
            onChange={(event) => {
              pricing.setPrice(row.key, event.target.value);
            }}
            onBlur={() => {
              pricing.settlePrice(row);
            }}
          />
        </span>
        {row.problem && (
          <span id={errorId} className={styles.error}>
            {t(`pricing.problems.${row.problem}`)}
          </span>
        )}
      </div>
    );
  };

  const activeSwitch = (row: PriceRow, labelHidden: boolean) => (
    <Switch
      checked={row.active}
      labelHidden={labelHidden}
      label={
        labelHidden ? (
          t('pricing.activeFor', { duration: durationName(row.item.duration) })
        ) : (
          <>
            {t('pricing.columns.active')}
            <span className="visually-hidden"> · {durationName(row.item.duration)}</span>
          </>
        )
      }
      onChange={(on) => {
        pricing.setActive(row.key, on);
      }}
    />
  );

  const idText = (row: PriceRow) =>
    row.item.id === null ? (
      <span className={styles.missingId}>{t('pricing.noId')}</span>
    ) : (
      <code className={styles.id}>{row.item.id}</code>
    );

  const deleteButton = (row: PriceRow) =>
    row.item.id !== null && (
      <Button
        variant="ghost"
        size="small"
        data-action="deletePrice"
        onClick={(event) => {
          onDelete(row, event.currentTarget);
        }}
      >
        {t('pricing.delete.button')}
        <span className="visually-hidden"> · {durationName(row.item.duration)}</span>
      </Button>
    );

  const changedBadge = (row: PriceRow) =>
    row.changed && <Badge tone="warning">{t('pricing.changed')}</Badge>;

  return (
    <div ref={box} className={styles.box}>
      <p className={styles.summary}>{t('pricing.summary', { count: rows.length, active })}</p>
      {wide ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{listName}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pricing.columns.duration')}</th>
              <th scope="col">{t('pricing.columns.price')}</th>
              <th scope="col">{t('pricing.columns.currency')}</th>
              <th scope="col">{t('pricing.columns.active')}</th>
              <th scope="col">{t('pricing.columns.id')}</th>
              <th scope="col">{t('pricing.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.changed ? styles.changedRow : undefined}>
                <th scope="row">
                  <span className={styles.duration}>
                    {durationName(row.item.duration)}
                    {changedBadge(row)}
                  </span>
                </th>
                <td>{priceInput(row, true)}</td>
                <td className={styles.currency}>{row.item.currency}</td>
                <td>{activeSwitch(row, true)}</td>
                <td>{idText(row)}</td>
                <td>{deleteButton(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className={styles.cards} aria-label={listName}>
          {rows.map((row) => (
            <li key={row.key} className={`${styles.card} ${row.changed ? styles.changedRow : ''}`}>
              <p className={styles.cardTitle}>
                <span className={styles.duration}>
                  {durationName(row.item.duration)}
                  {changedBadge(row)}
                </span>
                <span className={styles.currency}>{row.item.currency}</span>
              </p>
              <div className={styles.cardFields}>
                {priceInput(row, false)}
                {activeSwitch(row, false)}
              </div>
              <div className={styles.cardFoot}>
                <p className={styles.cardId}>
                  <span className={styles.fieldLabel}>{t('pricing.columns.id')}</span> {idText(row)}
                </p>
                {deleteButton(row)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
