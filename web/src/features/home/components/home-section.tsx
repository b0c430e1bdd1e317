import { useId, type ReactNode } from 'react';
import styles from './home-section.module.css';

/** A titled band of the home page, named by its heading for landmarks navigation. */
export const HomeSection = ({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </section>
  );
};
