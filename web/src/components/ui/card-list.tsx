import type { ReactNode } from 'react';
import styles from './card-list.module.css';

/** A list as cards, one under the other, where a table has no room (phones). */
export const CardList = ({
  labelledBy,
  children,
}: {
  labelledBy?: string;
  children: ReactNode;
}) => (
  <ul className={styles.cards} aria-labelledby={labelledBy}>
    {children}
  </ul>
);

/** One item's card; `className` adds the feature's own look. */
export const ListCard = ({ className, children }: { className?: string; children: ReactNode }) => (
  <li className={className ? `${styles.card} ${className}` : styles.card}>{children}</li>
);

export interface CardField {
  label: string;
  value: ReactNode;
  /** The value's own look (a figure, an amount). */
  className?: string;
}

/** A card's facts, term over value, as many side by side as fit. */
export const CardFields = ({ fields }: { fields: readonly CardField[] }) => (
  <dl className={styles.fields}>
    {fields.map(({ label, value, className }) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd className={className}>{value}</dd>
      </div>
    ))}
  </dl>
);
