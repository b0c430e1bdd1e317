import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import styles from './payments-unavailable.module.css';

interface PaymentsUnavailableProps {
  /**
   * `allMethods`: every method the payment accepts is switched off;
   * `cryptoDonations`: a donation, which is paid in cryptocurrency only, while crypto is off and
   * the subscription's other methods are on.
   */
  reason: 'allMethods' | 'cryptoDonations';
}

/** Replaces the flow when nothing can be paid with: why, and where to go instead. */
export const PaymentsUnavailable = ({ reason }: PaymentsUnavailableProps) => {
  const { t } = useTranslation(['payment', 'common']);
  const texts = reason === 'allMethods' ? 'unavailable' : 'donationUnavailable';
  return (
    <div className={`container container--narrow ${styles.page}`}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h1 className="page-title">{t(`${texts}.title`)}</h1>
      <p className={styles.text}>{t(`${texts}.text`)}</p>
      <p className="muted">{t(`${texts}.hint`)}</p>
      <div className={styles.links}>
        <ButtonLink to="/">{t('common:actions.backHome')}</ButtonLink>
        {reason === 'cryptoDonations' && (
          <ButtonLink to="/payment/ghost-eshop-pro" variant="secondary">
            {t('donationUnavailable.subscribe')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
};
