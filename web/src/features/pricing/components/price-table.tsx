import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format/money';
import type { PriceBadge } from '../price-badges';
import type { PriceRow, PriceTable as Table } from '../price-tables';
import styles from './price-table.module.css';

const badgeTones: Record<PriceBadge, BadgeTone> = {
  popular: 'warning',
  bestValue: 'success',
  recommended: 'info',
  standard: 'neutral',
};

const ValueText = ({ row }: { row: PriceRow }) => {
  const { t } = useTranslation('pricing');
  const { value } = row;
  switch (value.kind) {
    case 'saving':
      return <span className={styles.saving}>{t('value.saving', { percent: value.percent })}</span>;
    case 'payback':
      return <span>{t('value.payback', { count: value.months })}</span>;
    case 'standard':
      return <span className="muted">{t('value.standard')}</span>;
    case 'none':
      return <span className="muted">{t('cells.noValue')}</span>;
    default: {
      const unknown: never = value;
      return unknown;
    }
  }
};

/** Rows that follow each other in the same region: the gift card's, one group per region. */
const groupsOf = (rows: readonly PriceRow[]) => {
  const groups: { region: PriceRow['region']; rows: PriceRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.region === row.region) last.rows.push(row);
    else groups.push({ region: row.region, rows: [row] });
  }
  return groups;
};

/**
 * One method's prices as a real table: a row per duration with its badges,
 * total, monthly cost, value and region; the gift card's regions each under their own heading
 * row. On phones each row becomes a card whose cells carry
 * their column's name, so nothing scrolls sideways.
 */
export const PriceTable = ({ table, id }: { table: Table; id: string }) => {
  const { t, i18n } = useTranslation('pricing');
  const titleId = useId();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const columns = {
    total: t('columns.total'),
    monthly: t('columns.monthly'),
    value: t('columns.value'),
    region: t('columns.region'),
  };
  return (
    <div className={styles.frame} id={id}>
      <table className={styles.table} aria-labelledby={titleId}>
        <caption className={styles.caption}>
          <h2 id={titleId} className={styles.title}>
            {t(`tables.${table.method}.title`)}
          </h2>
          <p className={styles.text}>{t(`tables.${table.method}.text`)}</p>
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">{t('columns.duration')}</th>
            <th scope="col" className={styles.number}>
              {columns.total}
            </th>
            <th scope="col" className={styles.number}>
              {columns.monthly}
            </th>
            <th scope="col">{columns.value}</th>
            <th scope="col">{columns.region}</th>
          </tr>
        </thead>
        {groupsOf(table.rows).map((group) => (
          <tbody key={group.region ?? 'all'}>
            {group.region !== null && (
              <tr className={styles.groupHead}>
                <th scope="rowgroup" colSpan={5}>
                  {t(`regions.${group.region}`, { ns: 'common' })}{' '}
                  <span className={styles.groupCurrency}>{group.rows[0]?.currency}</span>
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr
                key={row.id}
                className={`${styles.row} ${row.highlighted ? styles.highlighted : ''}`}
                data-highlighted={row.highlighted || undefined}
              >
                <th scope="row" className={styles.duration}>
                  <span className={styles.durationName}>
                    {t(`durations.${row.duration}`, { ns: 'common' })}
                  </span>
                  <span className={styles.badges}>
                    {row.badges.map((badge) => (
                      <Badge key={badge} tone={badgeTones[badge]}>
                        {t(`badges.${badge}`)}
                      </Badge>
                    ))}
                  </span>
                </th>
                <td className={`${styles.number} ${styles.total}`}>
                  <span className={styles.label} aria-hidden="true">
                    {columns.total}
                  </span>
                  {money(row.price, row.currency)}
                </td>
                <td className={styles.number}>
                  <span className={styles.label} aria-hidden="true">
                    {columns.monthly}
                  </span>
                  {row.monthly === null ? (
                    <span className="muted">{t('cells.oneTime')}</span>
                  ) : (
                    money(row.monthly, row.currency)
                  )}
                </td>
                <td>
                  <span className={styles.label} aria-hidden="true">
                    {columns.value}
                  </span>
                  <ValueText row={row} />
                </td>
                <td>
                  <span className={styles.label} aria-hidden="true">
                    {columns.region}
                  </span>
                  {row.region === null
                    ? t('cells.allRegions')
                    : t(`regions.${row.region}`, { ns: 'common' })}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
};
