import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import { CheckIcon } from './icons';
import styles from './reasons.module.css';

const reasons = ['methods', 'noAccount', 'noId', 'durations', 'tracking', 'languages'] as const;

/** Why visitors pay here: the reasons-to-choose block of the home page (public spec §2). */
export const Reasons = () => {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('reasons.title')}>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            <CheckIcon className={styles.check} />
            <span>{t(`reasons.${reason}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
