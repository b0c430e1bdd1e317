import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { HomeSection } from './home-section';
import styles from './feature-list.module.css';

const features: { key: 'secure' | 'fast' | 'support'; icon: ReactNode }[] = [
  { key: 'secure', icon: <Icon name="shield" weight={2} /> },
  { key: 'fast', icon: <Icon name="bolt" weight={2} /> },
  { key: 'support', icon: <Icon name="support" weight={2} /> },
];

/** Secure processing, fast delivery within 48 hours, 24/7 support. */
export const FeatureList = () => {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('features.title')}>
      <ul className={styles.features}>
        {features.map(({ key, icon }) => (
          <li key={key} className={styles.feature}>
            <span className={styles.icon}>{icon}</span>
            <h3 className={styles.title}>{t(`features.${key}.title`)}</h3>
            <p className={styles.text}>{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
