import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './gate.module.css';

/** After this long the check has most likely failed (server unreachable): offer to retry. */
const slowAfterMs = 8000;

/**
 * "Checking authentication..." while the stored token is validated through
 * GET /auth/me; a check that does not end offers to try again.
 */
export const CheckingScreen = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation(['admin', 'common']);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSlow(true);
    }, slowAfterMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.checking} role="status">
      <Spinner size="large" decorative />
      <h1 className={styles.checkingTitle}>{t('gate.checking')}</h1>
      {slow && (
        <>
          <p className="muted">{t('gate.slow')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </>
      )}
    </div>
  );
};
