import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { formatSessionLeft, sessionFraction, sessionLevel } from './session-left';
import styles from './sidebar.module.css';

/**
 * The session countdown (admin spec §4, §9): updated every second, a bar scaled to 4 hours,
 * green, then yellow at 60 minutes, then red with "Expires soon!" at 15. The seconds are not
 * read out; a screen reader hears the change of level once. The session provider signs out
 * at expiry.
 */
export const SessionCountdown = ({ expiresAt }: { expiresAt: string }) => {
  const { t } = useTranslation('admin');
  const now = useNow(1000);
  const left = Date.parse(expiresAt) - now.getTime();
  const level = sessionLevel(left);
  return (
    <div className={`${styles.session} ${styles[level]}`} data-level={level}>
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
        {level === 'critical'
          ? t('session.expiresSoon')
          : level === 'warning'
            ? t('session.underAnHour')
            : ''}
      </p>
    </div>
  );
};
