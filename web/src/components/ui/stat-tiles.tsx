import type { ReactNode } from 'react';
import styles from './stat-tiles.module.css';

export interface StatTile {
  label: string;
  /** The figure, or a dash while it loads. */
  value: ReactNode;
  /** A line under the figure saying what it counts. */
  hint?: string;
}

/**
 * A page's figures as a row of tiles, each a label, a figure and an optional hint. `large`: from
 * tablet width on, roomier tiles with larger figures, for a row of few tiles.
 */
export const StatTiles = ({ tiles, large }: { tiles: readonly StatTile[]; large?: boolean }) => (
  <dl className={large ? `${styles.tiles} ${styles.large}` : styles.tiles}>
    {tiles.map(({ label, value, hint }) => (
      <div key={label} className={styles.tile}>
        <dt>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint && <dd className={styles.hint}>{hint}</dd>}
      </div>
    ))}
  </dl>
);
