import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import type { Order } from '../order';
import type { CompletedPayment } from '../completed-payment';
import styles from './confirmation-step.module.css';

interface ConfirmationStepProps {
  order: Order;
  completed: CompletedPayment;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Payment Complete: the payment ID to keep, with copy and track, what happens
 * next for this method, and the way home.
 */
export const ConfirmationStep = ({ order, completed, headingRef }: ConfirmationStepProps) => {
  const { t } = useTranslation(['payment', 'common']);
  const { paymentId } = completed;
  const verification =
    order.method === 'card'
      ? t('confirmation.next.verifyCard')
      : order.method === 'alternative-rewarble'
        ? t('confirmation.next.verifyVoucher')
        : t('confirmation.next.verify');
  return (
    <section className={styles.step} aria-labelledby="confirmation-heading">
      <div className={styles.hero}>
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h2 id="confirmation-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('confirmation.title')}
        </h2>
        <p className={styles.lead}>
          {order.type === 'donation' ? t('confirmation.leadDonation') : t('confirmation.lead')}
        </p>
      </div>

      <div className={styles.idCard}>
        <p className={styles.idLabel}>{t('confirmation.paymentId')}</p>
        <p className={styles.id}>
          <code>{paymentId}</code>
        </p>
        <div className={styles.idActions}>
          <CopyButton value={paymentId} what={t('confirmation.paymentIdWhat')} size="medium" />
          <ButtonLink to={`/track/${paymentId}`} variant="primary">
            {t('confirmation.track')}
          </ButtonLink>
        </div>
        <p className={styles.keep}>{t('confirmation.keepId')}</p>
      </div>

      <h3 className={styles.nextTitle}>{t('confirmation.next.title')}</h3>
      <ol className={styles.next}>
        <li>{verification}</li>
        {order.type === 'ghost-eshop-pro' && (
          <li>{t('confirmation.next.activate', { username: order.username.trim() })}</li>
        )}
        <li>
          {order.email.trim() === ''
            ? t('confirmation.next.trackOnly')
            : t('confirmation.next.email', { email: order.email.trim() })}
        </li>
      </ol>

      <ButtonLink to="/" variant="ghost" className={styles.home}>
        {t('common:actions.backHome')}
      </ButtonLink>
    </section>
  );
};
