import { useTranslation } from 'react-i18next';
import type { LiveMode } from '@/lib/live/live-connection';
import styles from './live-indicator.module.css';

/**
 * Says how a screen is kept current (`useLiveUpdates`' mode): "Live updates on" with a pulsing
 * dot while a stream is open, the polling note while it cannot be, nothing otherwise.
 */
export const LiveIndicator = ({ mode }: { mode: LiveMode }) => {
  const { t } = useTranslation();
  if (mode === 'live') {
    return (
      <span className={`${styles.indicator} ${styles.live}`}>
        <span className={styles.dot} aria-hidden="true" />
        {t('states.liveOn')}
      </span>
    );
  }
  if (mode === 'polling') {
    return (
      <span className={`${styles.indicator} ${styles.polling}`}>
        <span className={styles.dot} aria-hidden="true" />
        {t('states.liveOff')}
      </span>
    );
  }
  return null;
};
