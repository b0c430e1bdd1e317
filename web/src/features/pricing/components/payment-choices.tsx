import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import styles from './payment-choices.module.css';

/** The way on from the prices: the subscription's and the donation's payment flows. */
export const PaymentChoices = ({ size }: { size?: 'medium' | 'large' }) => {
  const { t } = useTranslation('pricing');
  return (
    <div className={styles.choices}>
      <ButtonLink to="/payment/ghost-eshop-pro" size={size}>
        {t('header.subscribe')}
      </ButtonLink>
      <ButtonLink to="/payment/donation" variant="secondary" size={size}>
        {t('header.donate')}
      </ButtonLink>
    </div>
  );
};
