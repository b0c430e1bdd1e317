import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { HomeSection } from './home-section';
import styles from './reasons.module.css';

const reasons = ['methods', 'noAccount', 'noId', 'durations', 'tracking', 'languages'] as const;

/** Why visitors pay here: the reasons-to-choose block of the home page. */
export const Reasons = () => {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('reasons.title')}>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            <Icon name="check" className={styles.check} weight={2} />
            <span>{t(`reasons.${reason}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
