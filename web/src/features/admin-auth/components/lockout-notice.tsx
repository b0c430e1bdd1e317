import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useNow } from '@/hooks/use-now';
import { formatCountdown } from '@/lib/format/countdown';
import styles from './admin-auth.module.css';

/**
 * The rate limit: the blocked-address banner and "Too many login attempts.
 * Please wait m:ss before trying again." counting down every second until `until`, then
 * `onOver`. The message is announced once as it first reads; the ticking seconds are not.
 */
export const LockoutNotice = ({ until, onOver }: { until: number; onOver: () => void }) => {
  const { t } = useTranslation(['auth', 'errors']);
  const now = useNow(1000);
  const left = Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  const waitText = (seconds: number) =>
    t('errors:codes.TOO_MANY_ATTEMPTS', { time: formatCountdown(seconds) });
  const [announced] = useState(() => waitText(Math.ceil((until - Date.now()) / 1000)));

  useEffect(() => {
    if (left === 0) onOver();
  }, [left, onOver]);

  return (
    <>
      <Alert tone="danger" announce="none" title={t('lockout.title')}>
        <p>{t('lockout.text')}</p>
        <p className={styles.countdown}>{waitText(left)}</p>
      </Alert>
      <p role="alert" className="visually-hidden">
        {announced}
      </p>
    </>
  );
};
