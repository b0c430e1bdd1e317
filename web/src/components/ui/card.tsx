import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article' | 'aside';
  compact?: boolean;
  children: ReactNode;
}

export const Card = ({ as: Tag = 'section', compact, className, children, ...rest }: CardProps) => (
  <Tag
    className={[styles.card, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
    {...rest}
  >
    {children}
  </Tag>
);

/** A card's title row: the heading and, on its right, its actions. */
export const CardHeading = ({ children }: { children: ReactNode }) => (
  <div className={styles.heading}>{children}</div>
);
