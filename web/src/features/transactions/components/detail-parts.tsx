import type { ReactNode } from 'react';
import styles from './detail-fields.module.css';

/** One fact of a payment's details: its term and value. */
export const DetailField = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.field}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** A titled group of facts in a payment's details. */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={styles.section}>
    <h3 className={styles.heading}>{title}</h3>
    <dl className={styles.list}>{children}</dl>
  </section>
);
