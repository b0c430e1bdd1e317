import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Beside the title (Refresh, Export...), below it on small screens. */
  actions?: ReactNode;
  /** Next to the title: a badge, a count. */
  meta?: ReactNode;
}

/** The top of an admin page: its h1, what it is for, and its page-wide actions. */
export const PageHeader = ({ title, description, actions, meta }: PageHeaderProps) => (
  <header className={styles.header}>
    <div className={styles.text}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {meta}
      </div>
      {description && <p className={styles.description}>{description}</p>}
    </div>
    {actions && <div className={styles.actions}>{actions}</div>}
  </header>
);
