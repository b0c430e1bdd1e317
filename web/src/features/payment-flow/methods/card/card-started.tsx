import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cardProviders, type CardProviderId } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './card-form.module.css';

export interface OpenedWallet {
  paymentId: string;
  paymentUrl: string;
  provider: CardProviderId;
  /** False when the browser blocked the new tab: the manual link is then the way on. */
  tabOpened: boolean;
}

/**
 * Payment started: the processor's page is open in another tab; a link opens it
 * again, 'payment completed' moves on to the confirmation, 'go back' to the processor choice.
 */
export const CardStarted = ({
  wallet,
  onCompleted,
  onBack,
}: {
  wallet: OpenedWallet;
  onCompleted: () => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation(['payment', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const provider = cardProviders[wallet.provider].label;
  return (
    <div className={styles.started}>
      <h3 ref={heading} tabIndex={-1} className={styles.startedTitle}>
        {t('card.started.title')}
      </h3>
      <Alert tone={wallet.tabOpened ? 'info' : 'warning'} announce="status">
        {wallet.tabOpened
          ? t('card.started.opened', { provider })
          : t('card.started.blocked', { provider })}
      </Alert>
      <p>
        <a href={wallet.paymentUrl} target="_blank" rel="noopener noreferrer">
          {t('card.started.manualLink', { provider })}
          <span className="visually-hidden"> {t('common:footer.externalHint')}</span>
        </a>
      </p>
      <p className="muted">{t('card.started.whenDone')}</p>
      <div className={styles.startedActions}>
        <Button size="large" variant="success" onClick={onCompleted}>
          {t('card.started.completed')}
        </Button>
        <Button size="large" variant="secondary" onClick={onBack}>
          {t('card.started.back')}
        </Button>
      </div>
    </div>
  );
};
