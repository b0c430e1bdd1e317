import { CopyButton } from '@/components/ui/copy-button';
import styles from './detail-fields.module.css';

/** A value with its copy button; codes and IDs in monospace, wrapped anywhere. */
export const Copyable = ({
  value,
  what,
  shown,
  code = true,
}: {
  value: string;
  what: string;
  shown?: string;
  code?: boolean;
}) => (
  <span className={styles.copyable}>
    <span className={code ? styles.mono : styles.text}>{shown ?? value}</span>
    <CopyButton value={value} what={what} variant="ghost" compact />
  </span>
);
