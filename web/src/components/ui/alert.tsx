import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const icons: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * How a screen reader hears it when it appears: errors interrupt (`alert`), news waits its turn
   * (`status`), a standing note is not announced (`none`).
   */
  announce?: 'alert' | 'status' | 'none';
  action?: ReactNode;
}

export const Alert = ({ tone = 'info', title, children, announce, action }: AlertProps) => {
  const role = announce ?? (tone === 'danger' ? 'alert' : 'none');
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={role === 'none' ? undefined : role}>
      <span className={styles.icon} aria-hidden="true">
        {icons[tone]}
      </span>
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {action}
    </div>
  );
};
