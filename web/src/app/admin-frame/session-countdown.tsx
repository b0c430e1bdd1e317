import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { formatSessionLeft, sessionFraction, sessionLevel } from './session-left';
import styles from './sidebar.module.css';

/**
 * The session countdown: updated every second, a bar scaled to 4 hours,
 * green, then yellow at 60 minutes, then red with "Expires soon!" at 15. The seconds are not
 * read out; a screen reader hears the change of level once. The session provider signs out
 * at expiry. `compact` is the top bar's pill on small screens, where the sidebar is a drawer.
 */
export const SessionCountdown = ({
  expiresAt,
  compact = false,
}: {
  expiresAt: string;
  compact?: boolean;
}) => {
  const { t } = useTranslation('admin');
  const now = useNow(1000);
  const left = Date.parse(expiresAt) - now.getTime();
  const level = sessionLevel(left);
  const note =
    level === 'critical'
      ? t('session.expiresSoon')
      : level === 'warning'
        ? t('session.underAnHour')
        : '';
  if (compact) {
    return (
      <p className={`${styles.pill} ${styles[level]}`}>
        <span className="visually-hidden">{t('session.title')}: </span>
        {level === 'critical' && <span>{note} </span>}
        <span className={styles.sessionTime}>{formatSessionLeft(left)}</span>
        <span role="status" className="visually-hidden">
          {level === 'warning' ? note : ''}
        </span>
      </p>
    );
  }
  return (
    <div className={`${styles.session} ${styles[level]}`}>
      <p className={styles.sessionRow}>
        <span className={styles.sessionTitle}>{t('session.title')}</span>
        <span className={styles.sessionTime}>
          {t('session.left', { time: formatSessionLeft(left) })}
        </span>
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${sessionFraction(left) * 100}%` }} />
      </div>
      <p className={styles.sessionNote} role="status">
        {note}
      </p>
    </div>
  );
};
