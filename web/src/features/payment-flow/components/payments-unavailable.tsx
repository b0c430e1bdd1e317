import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import styles from './payments-unavailable.module.css';

/** Every method the payment accepts is switched off (public spec §2): this replaces the flow. */
export const PaymentsUnavailable = () => {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <div className={`container container--narrow ${styles.page}`}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h1 className="page-title">{t('unavailable.title')}</h1>
      <p className={styles.text}>{t('unavailable.text')}</p>
      <p className="muted">{t('unavailable.hint')}</p>
      <ButtonLink to="/">{t('common:actions.backHome')}</ButtonLink>
    </div>
  );
};
